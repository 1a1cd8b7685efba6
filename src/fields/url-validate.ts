import type { TextFieldSingleValidation } from 'payload'
import { editorUrlAllowed, type EditorUrlRule } from '@/domain/editor-url'

const messages: Record<EditorUrlRule, { fr: string; en: string }> = {
  https: { fr: 'Adresse non permise : seulement https://…', en: 'Address not allowed: https://… only.' },
  'https-or-path': {
    fr: 'Adresse non permise : un chemin du site (/…) ou https://…',
    en: 'Address not allowed: a site path (/…) or https://…',
  },
  link: {
    fr: 'Lien non permis : un chemin du site (/…), https://…, mailto: ou tel:',
    en: 'Link not allowed: a site path (/…), https://…, mailto: or tel:',
  },
}

/** A server-side check of an editor-entered URL (src/domain/editor-url.ts, decision 0018). */
export const editorUrl = (rule: EditorUrlRule) =>
  ((value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
    editorUrlAllowed(value, rule) ||
    messages[rule][req?.i18n?.language === 'en' ? 'en' : 'fr']) as TextFieldSingleValidation
