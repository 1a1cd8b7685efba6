import type { Field, PayloadRequest, TextField, TextFieldSingleValidation } from 'payload'
import { colourValue, presetColourNames } from '@/domain/colour-value'

type Labels = { fr: string; en: string }
type Allow = 'literal-or-theme-name' | 'literal-or-name' | 'literal'

const messages: Record<Allow, Labels> = {
  'literal-or-theme-name': {
    fr: 'Couleur non permise : #rrggbb, rgb(…), hsl(…) ou le nom d’une couleur du thème (ex. primary).',
    en: 'Colour not allowed: #rrggbb, rgb(…), hsl(…) or a theme colour name (e.g. primary).',
  },
  'literal-or-name': {
    fr: 'Couleur non permise : #rrggbb, rgb(…), hsl(…) ou un nom de couleur (lettres, chiffres, _ et -).',
    en: 'Colour not allowed: #rrggbb, rgb(…), hsl(…) or a colour name (letters, digits, _ and -).',
  },
  literal: {
    fr: 'Couleur non permise : #rrggbb, rgb(…) ou hsl(…).',
    en: 'Colour not allowed: #rrggbb, rgb(…) or hsl(…).',
  },
}

/** The colour names of the presets and of every site's theme. */
async function themeColourNames(req: PayloadRequest | undefined): Promise<Set<string>> {
  const names = presetColourNames()
  const themes = await req?.payload
    .find({
      collection: 'theme',
      depth: 0,
      limit: 1000,
      pagination: false,
      overrideAccess: true,
      req,
      select: { colors: true },
    })
    .catch(() => null)
  for (const t of themes?.docs ?? []) for (const c of t.colors ?? []) if (c.name) names.add(c.name)
  return names
}

/**
 * A server-side check of an editor-entered colour (src/domain/colour-value.ts, issue 27 item 8):
 * an empty value passes (the field is optional unless `required` says otherwise).
 */
export const colourValidate = (allow: Allow = 'literal-or-theme-name') =>
  (async (value: unknown, { req }: { req?: PayloadRequest }) => {
    const message = messages[allow][req?.i18n?.language === 'en' ? 'en' : 'fr']
    if (value === null || value === undefined || value === '') return true
    const colour = colourValue(value)
    if (!colour) return message
    if (colour.kind === 'literal' || allow === 'literal-or-name') return true
    if (allow === 'literal') return message
    return (await themeColourNames(req)).has(colour.name) || message
  }) as TextFieldSingleValidation

const DESCRIPTION: Labels = {
  fr: '#rrggbb, rgb(…), hsl(…) ou nom d’une couleur du thème',
  en: '#rrggbb, rgb(…), hsl(…) or theme colour name',
}

/** A colour text field, checked on save. */
export const colourField = (name: string, extra: Partial<TextField> = {}): Field =>
  ({ name, type: 'text', validate: colourValidate(), admin: { description: DESCRIPTION }, ...extra }) as Field
