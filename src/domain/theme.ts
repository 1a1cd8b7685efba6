import { parseColor } from './color'
import { parsePixelSize } from './pixel-size'
import { defaultSchemeMappings, presets, specBorderRadii } from './theme-presets'
import { isSchemeName, normalizeRoleKey, roles, schemeNames, type Role, type SchemeName } from './theme-schemes'

export * from './theme-schemes'
export { themeToCss } from './theme-css'
export { defaultTextColor, presets, specBorderRadii, defaultSchemeMappings } from './theme-presets'

export type ThemeInput = {
  preset?: 'blue' | 'red' | null
  colors?: Record<string, string> | null
  border_radius?: { small?: string | null; medium?: string | null; large?: string | null } | null
  fonts?: { base?: string | null; heading?: string | null } | null
  color_schemes?: Record<string, Record<string, string | null | undefined>> | null
}

export type ResolvedTheme = {
  colors: Record<string, string>
  schemes: Record<SchemeName, Record<Role, string>>
  radii: { small: string; medium: string; large: string }
  fonts: { base: string | null; heading: string | null }
}

type Warn = (m: string) => void

const COLOR_NAME_RE = /^[A-Za-z0-9_-]+$/
const UNSAFE_FONT_RE = /[;{}<>\\]/

function resolveColors(input: ThemeInput, warn: Warn): Record<string, string> {
  const colors = { ...presets[input.preset ?? 'blue'] }
  for (const [name, value] of Object.entries(input.colors ?? {})) {
    if (!COLOR_NAME_RE.test(name)) warn(`Invalid theme colour name ${JSON.stringify(name)}`)
    else if (typeof value !== 'string' || !parseColor(value))
      warn(`Invalid colour ${JSON.stringify(value)} for "${name}"`)
    else colors[name] = value.trim()
  }
  return colors
}

function resolveRadius(value: string | null | undefined, warn: Warn): string {
  if (value === null || value === undefined || value === '') return '0px'
  return `${parsePixelSize(value, warn)}px`
}

function resolveFont(value: string | null | undefined, warn: Warn): string | null {
  const font = value?.trim()
  if (!font) return null
  if (UNSAFE_FONT_RE.test(font)) {
    warn(`Ignoring unsafe font value ${JSON.stringify(font)}`)
    return null
  }
  return font
}

function mergeMappings(input: ThemeInput, warn: Warn): Record<SchemeName, Record<Role, string>> {
  const merged = Object.fromEntries(schemeNames.map((s) => [s, { ...defaultSchemeMappings[s] }])) as Record<
    SchemeName,
    Record<Role, string>
  >
  for (const [scheme, mapping] of Object.entries(input.color_schemes ?? {})) {
    if (!isSchemeName(scheme)) {
      warn(`Unknown colour scheme "${scheme}" in theme; ignored`)
      continue
    }
    // Legacy keys first, so a current key given alongside its legacy twin wins.
    const entries = Object.entries(mapping ?? {}).sort(([a], [b]) => Number(isLegacy(b)) - Number(isLegacy(a)))
    for (const [key, value] of entries) {
      const role = normalizeRoleKey(key)
      if (!role) warn(`Unknown colour role "${key}" in scheme "${scheme}"; ignored`)
      else if (typeof value === 'string' && value.trim()) merged[scheme][role] = value.trim()
    }
  }
  return merged
}

function isLegacy(key: string): boolean {
  return normalizeRoleKey(key) !== null && normalizeRoleKey(key) !== key
}

/** Resolves the CMS theme (preset + overrides) into concrete colours, radii and fonts. */
export function resolveTheme(input: ThemeInput | null | undefined, warn: Warn = console.warn): ResolvedTheme {
  const theme = input ?? {}
  const colors = resolveColors(theme, warn)
  const mappings = mergeMappings(theme, warn)
  const lookup = (scheme: SchemeName, role: Role): string => {
    const ref = mappings[scheme][role]
    if (colors[ref]) return colors[ref]
    if (parseColor(ref)) return ref
    warn(`Unknown colour "${ref}" for ${role} in scheme "${scheme}"; using default`)
    return colors[defaultSchemeMappings[scheme][role]] ?? '#000000'
  }
  const schemes = Object.fromEntries(
    schemeNames.map((s) => [s, Object.fromEntries(roles.map((r) => [r, lookup(s, r)]))]),
  ) as ResolvedTheme['schemes']
  const br = theme.border_radius
  return {
    colors,
    schemes,
    radii: br
      ? {
          small: resolveRadius(br.small, warn),
          medium: resolveRadius(br.medium, warn),
          large: resolveRadius(br.large, warn),
        }
      : { ...specBorderRadii },
    fonts: { base: resolveFont(theme.fonts?.base, warn), heading: resolveFont(theme.fonts?.heading, warn) },
  }
}
