import { presets } from './theme-presets'

/**
 * Editor-entered colours (issue 27, item 8): a theme colour name, or a hex, rgb() / rgba() or
 * hsl() / hsla() value with plain numeric arguments. Anything else is refused on save and renders
 * nothing, so a colour field can never carry other CSS (`red;background:url(…)`, `expression(…)`).
 */
export type ColourValue = { kind: 'literal'; css: string } | { kind: 'name'; name: string }

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const NUM = String.raw`[+-]?(?:\d+(?:\.\d+)?|\.\d+)`
const ARG = `${NUM}(?:%|deg|rad|grad|turn)?`
/** rgb(1, 2, 3), rgba(1,2,3,.5), rgb(1 2 3 / 50%), hsl(210 50% 40%), hsla(210deg, 50%, 40%, 0.8). */
const FUNCTIONAL = new RegExp(
  `^(?:rgba?|hsla?)\\(\\s*${ARG}(?:\\s*,\\s*${ARG}){2,3}\\s*\\)$|^(?:rgba?|hsla?)\\(\\s*${ARG}(?:\\s+${ARG}){2}(?:\\s*/\\s*${ARG})?\\s*\\)$`,
  'i',
)
/** A theme colour name as the theme stores it (src/domain/theme.ts: letters, digits, _ and -). */
const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/

/** The colour an editor entered, or null when it is not one. */
export function colourValue(input: unknown): ColourValue | null {
  if (typeof input !== 'string') return null
  const value = input.trim()
  if (HEX.test(value) || FUNCTIONAL.test(value)) return { kind: 'literal', css: value }
  if (NAME.test(value)) return { kind: 'name', name: value }
  return null
}

/** The theme colour names every site has (its preset's); a site's theme may add its own. */
export const presetColourNames = (): Set<string> => new Set(Object.values(presets).flatMap((p) => Object.keys(p)))

/**
 * The CSS for a stored colour, or undefined (nothing rendered) when it is not a colour: a literal as
 * it is, a theme name as the theme's custom property (`primary` → `var(--color-primary)`, src/domain/theme-css.ts).
 */
export function cssColour(input: unknown): string | undefined {
  const c = colourValue(input)
  if (!c) return undefined
  return c.kind === 'literal' ? c.css : `var(--color-${c.name})`
}
