import { isDarkColor } from './color'
import type { ResolvedTheme } from './theme'
import { schemeNames } from './theme-schemes'

const rule = (selector: string, vars: [string, string][]): string =>
  `${selector}{${vars.map(([k, v]) => `${k}:${v}`).join(';')}}`

/** Text colour (black or white) readable on the given background. */
export function readableTextOn(background: string): string {
  return isDarkColor(background) ? '#ffffff' : '#000000'
}

/** Serialises a resolved theme into CSS custom properties. */
export function themeToCss(theme: ResolvedTheme): string {
  const rootVars: [string, string][] = Object.entries(theme.colors).map(([name, value]) => [`--color-${name}`, value])
  rootVars.push(
    ['--radius-small', theme.radii.small],
    ['--radius-medium', theme.radii.medium],
    ['--radius-large', theme.radii.large],
  )
  if (theme.fonts.base) rootVars.push(['--font-base', theme.fonts.base])
  if (theme.fonts.heading) rootVars.push(['--font-heading', theme.fonts.heading])

  const schemeRules = schemeNames.map((name) => {
    const s = theme.schemes[name]
    return rule(`.scheme-${name}`, [
      ['--scheme-background', s.background],
      ['--scheme-text', s.text],
      ['--scheme-button', s.button],
      ['--scheme-button-text', readableTextOn(s.button)],
      ['--scheme-input', s.input],
      ['--scheme-highlight', s.highlight],
      ['--scheme-map-marker', s.map_marker],
    ])
  })
  return [rule(':root', rootVars), ...schemeRules].join('\n')
}
