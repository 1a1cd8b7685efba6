import type { Locale } from './locales'

/** Property type codes (spec 1 §3) with their labels. */
export const propertyTypes = [
  { code: 'maison', fr: 'Maison', en: 'House' },
  { code: 'condo', fr: 'Condo', en: 'Condo' },
  { code: 'prop', fr: 'Propriété à revenus', en: 'Income property' },
  { code: 'ferme', fr: 'Fermette', en: 'Hobby farm' },
  { code: 'chalet', fr: 'Chalet', en: 'Cottage' },
  { code: 'terrain', fr: 'Terrain', en: 'Land' },
  { code: 'comm', fr: 'Commercial', en: 'Commercial' },
] as const

export type PropertyTypeCode = (typeof propertyTypes)[number]['code']
export const propertyTypeCodes = propertyTypes.map((t) => t.code) as [PropertyTypeCode, ...PropertyTypeCode[]]

export function propertyTypeLabel(code: string, locale: Locale): string {
  return propertyTypes.find((t) => t.code === code)?.[locale] ?? code
}
