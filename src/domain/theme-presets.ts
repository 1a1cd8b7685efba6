import type { Role, SchemeName } from './theme-schemes'

export type PresetName = 'blue' | 'red'

export const presetNames: PresetName[] = ['blue', 'red']

/** Spec border radii: small, medium, large. */
export const specBorderRadii = { small: '20px', medium: '40px', large: '120px' } as const

/** Default body text colour (near-black). */
export const defaultTextColor = '#1a1a1a'

const coolGrays = {
  gray_100: '#f4f5f7',
  gray_200: '#e5e7eb',
  gray_300: '#d1d5db',
  gray_400: '#9ca3af',
  gray_500: '#6b7280',
  gray_600: '#4b5563',
  gray_700: '#374151',
  gray_800: '#1f2937',
  gray_900: '#111827',
}

const warmGrays = {
  gray_100: '#f5f5f4',
  gray_200: '#e7e5e4',
  gray_300: '#d6d3d1',
  gray_400: '#a8a29e',
  gray_500: '#78716c',
  gray_600: '#57534e',
  gray_700: '#44403c',
  gray_800: '#292524',
  gray_900: '#1c1917',
}

const base = { white: '#ffffff', black: '#000000', text: defaultTextColor }

export const presets: Record<PresetName, Record<string, string>> = {
  blue: {
    ...base,
    primary: '#0b4f8a',
    primary_dark: '#073459',
    primary_light: '#e6eff7',
    secondary: '#1d6f7f',
    accent: '#f2b84b',
    ...coolGrays,
  },
  red: {
    ...base,
    primary: '#b3261e',
    primary_dark: '#7a1812',
    primary_light: '#fbeae9',
    secondary: '#5c3a36',
    accent: '#f4c95d',
    ...warmGrays,
  },
}

/** Default role → colour-name mapping of each scheme. */
export const defaultSchemeMappings: Record<SchemeName, Record<Role, string>> = {
  normal: {
    background: 'white',
    text: 'text',
    button: 'primary',
    input: 'gray_100',
    highlight: 'primary',
    map_marker: 'primary',
  },
  'normal-grey': {
    background: 'gray_100',
    text: 'text',
    button: 'primary',
    input: 'white',
    highlight: 'primary',
    map_marker: 'primary',
  },
  inverted: {
    background: 'primary_dark',
    text: 'white',
    button: 'accent',
    input: 'white',
    highlight: 'accent',
    map_marker: 'accent',
  },
}
