import type { Field } from 'payload'
import { siteEditor } from './rich-text-editor'

export const localizedText = (name: string, required = false): Field => ({
  name,
  type: 'text',
  localized: true,
  required,
})

export const localizedTextarea = (name: string): Field => ({ name, type: 'textarea', localized: true })

export const localizedRichText = (name: string): Field => ({
  name,
  type: 'richText',
  localized: true,
  editor: siteEditor(),
})

/**
 * The spec's code component (spec 2 §3 "Content components": text, richtext, code): source text per
 * locale, edited in the code editor and shown as text in <pre><code> (src/ui/CodeSnippet.tsx), never run.
 */
export const localizedCode = (name: string, label?: { fr: string; en: string }, language = 'html'): Field => ({
  name,
  label,
  type: 'code',
  localized: true,
  admin: {
    language,
    description: {
      fr: 'Affiché tel quel comme exemple de code, jamais exécuté.',
      en: 'Shown as is as a code sample, never run.',
    },
  },
})
