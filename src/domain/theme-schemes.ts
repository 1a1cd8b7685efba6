export type SchemeName = 'normal' | 'normal-grey' | 'inverted'

export const schemeNames: SchemeName[] = ['normal', 'normal-grey', 'inverted']

export type Role = 'button' | 'input' | 'background' | 'text' | 'highlight' | 'map_marker'

export const roles: Role[] = ['button', 'input', 'background', 'text', 'highlight', 'map_marker']

/** Role keys used by older CMS data, renamed on read. */
export const legacyRoleKeys: Record<string, Role> = {
  bg_color: 'background',
  text_color: 'text',
  highlight_color: 'highlight',
  map_marker_color: 'map_marker',
}

type SchemeSpec = { dark: boolean; opposite: SchemeName; softOpposite: SchemeName }

const schemeSpecs: Record<SchemeName, SchemeSpec> = {
  normal: { dark: false, opposite: 'inverted', softOpposite: 'normal-grey' },
  'normal-grey': { dark: false, opposite: 'inverted', softOpposite: 'normal' },
  inverted: { dark: true, opposite: 'normal', softOpposite: 'normal' },
}

export function isSchemeName(v: unknown): v is SchemeName {
  return typeof v === 'string' && (schemeNames as string[]).includes(v)
}

export function isRole(v: unknown): v is Role {
  return typeof v === 'string' && (roles as string[]).includes(v)
}

/** Maps a role key (current or legacy) to a role, or null when unknown. */
export function normalizeRoleKey(key: string): Role | null {
  const renamed = legacyRoleKeys[key] ?? key
  return isRole(renamed) ? renamed : null
}

export function schemeOpposite(s: SchemeName): SchemeName {
  return schemeSpecs[s].opposite
}

export function schemeSoftOpposite(s: SchemeName): SchemeName {
  return schemeSpecs[s].softOpposite
}

export function isDarkScheme(s: SchemeName): boolean {
  return schemeSpecs[s].dark
}

/** Edit-mode toggle: normal → normal-grey → inverted → normal. */
export function nextScheme(s: SchemeName): SchemeName {
  const i = schemeNames.indexOf(s)
  return schemeNames[(i + 1) % schemeNames.length] ?? 'normal'
}

/**
 * Coerces CMS data to a scheme name. Unknown values warn and give 'normal';
 * a missing value (null, undefined, '') silently gives 'normal'.
 */
export function toSchemeName(v: unknown, warn: (m: string) => void = console.warn): SchemeName {
  if (isSchemeName(v)) return v
  if (v !== null && v !== undefined && v !== '') {
    warn(`Unknown colour scheme ${JSON.stringify(v)}; using "normal"`)
  }
  return 'normal'
}
