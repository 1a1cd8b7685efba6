/** Icon names editors can pick; the Icon component maps each to an SVG. */
export const iconNames = [
  'phone',
  'mail',
  'map-pin',
  'message',
  'arrow-right',
  'arrow-left',
  'chevron-down',
  'chevron-right',
  'external',
  'home',
  'search',
  'calendar',
  'user',
  'users',
  'building',
  'key',
  'calculator',
  'bell',
  'star',
  'check',
  'send',
  'globe',
  'clock',
  'menu',
  'close',
  'refresh',
  'warning',
  'spinner',
  'facebook',
  'instagram',
  'linkedin',
  'youtube',
  'x',
  'tiktok',
] as const

export type IconName = (typeof iconNames)[number]

export const isIconName = (v: unknown): v is IconName =>
  typeof v === 'string' && (iconNames as readonly string[]).includes(v)
