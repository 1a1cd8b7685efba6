import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { TextFieldSingleValidation } from 'payload'
import { editorUrl } from './url-validate'

const linkUrl = editorUrl('link')

/** Lexical's own check stays (no spaces); custom links must also be what link fields take. */
const richTextLinkUrl = ((value: unknown, options: Parameters<TextFieldSingleValidation>[1]) => {
  if ((options?.siblingData as { linkType?: string } | undefined)?.linkType === 'internal') return true
  if (typeof value !== 'string' || !value.trim() || value.includes(' '))
    return options.req?.i18n?.language === 'en' ? 'Invalid URL' : 'Adresse non valide'
  return linkUrl(value, options)
}) as TextFieldSingleValidation

/**
 * The site's rich-text editor: Lexical's default features, with links in rich text checked on the
 * server like every other editor-entered URL (decision 0018: https, a site path, #…, mailto:, tel:).
 */
export const siteEditor = () =>
  lexicalEditor({
    features: ({ defaultFeatures }) => [
      ...defaultFeatures.filter((f) => f.key !== 'link'),
      LinkFeature({
        fields: ({ defaultFields }) =>
          defaultFields.map((f) =>
            'name' in f && f.name === 'url' ? ({ ...f, validate: richTextLinkUrl } as typeof f) : f,
          ),
      }),
    ],
  })
