import type { Field } from 'payload'
import { lexicalEditor } from '@payloadcms/richtext-lexical'

export const localizedText = (name: string, required = false): Field => ({ name, type: 'text', localized: true, required })

export const localizedTextarea = (name: string): Field => ({ name, type: 'textarea', localized: true })

export const localizedRichText = (name: string): Field => ({
  name,
  type: 'richText',
  localized: true,
  editor: lexicalEditor(),
})
