import type { Field } from 'payload'
import { CONSENT_CATEGORIES } from '@/domain/consent'
import { editorsOnlyField as editorsOnly } from '@/access'
import { defineBlock } from '../defineBlock'

const categoryLabels = {
  necessary: ['Strictement nécessaire', 'Strictly necessary'],
  functional: ['Fonctionnel (clavardage, réservation)', 'Functional (chat, booking)'],
  analytics: ['Mesure d’audience', 'Analytics'],
  marketing: ['Marketing', 'Marketing'],
}
const padding = (name: string, fr: string, en: string): Field => ({
  name,
  type: 'number',
  min: 0,
  defaultValue: 0,
  label: { fr, en },
  admin: { step: 0.25 },
})

/**
 * Script block (spec 2 §3): frontend_only (default true), script_content, padding in rem. Runs in the
 * visitor's browser only, and only once the visitor consented to its category (Law 25).
 */
export const ScriptBlockConfig = defineBlock('script_block', { fr: 'Script personnalisé', en: 'Custom script embed' }, [
  {
    name: 'frontend_only',
    type: 'checkbox',
    defaultValue: true,
    label: { fr: 'Navigateur seulement', en: 'Frontend only' },
    access: { update: editorsOnly, create: editorsOnly },
  },
  {
    name: 'script_content',
    type: 'code',
    label: { fr: 'Contenu du script', en: 'Script content' },
    access: { update: editorsOnly, create: editorsOnly },
    admin: {
      language: 'html',
      description: {
        fr: 'HTML avec des balises <script>, ou du JavaScript seul.',
        en: 'HTML with <script> tags, or JavaScript alone.',
      },
    },
  },
  {
    name: 'consent_category',
    type: 'select',
    defaultValue: 'functional',
    required: true,
    label: { fr: 'Catégorie de consentement', en: 'Consent category' },
    options: CONSENT_CATEGORIES.map((c) => ({
      value: c,
      label: { fr: categoryLabels[c][0], en: categoryLabels[c][1] },
    })),
  },
  {
    type: 'row',
    fields: [
      padding('padding_top', 'Marge haut (rem)', 'Padding top (rem)'),
      padding('padding_right', 'Marge droite (rem)', 'Padding right (rem)'),
      padding('padding_bottom', 'Marge bas (rem)', 'Padding bottom (rem)'),
      padding('padding_left', 'Marge gauche (rem)', 'Padding left (rem)'),
    ],
  },
])
