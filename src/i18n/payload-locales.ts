import type { LocalizationConfig } from 'payload'
import { defaultLocale, locales } from '@/domain/locales'

const labels = { fr: 'Français', en: 'English' } as const

/** The one locales list, fed to Payload (routing uses the same list from domain/locales). */
export const payloadLocalization: LocalizationConfig = {
  locales: locales.map((code) => ({ code, label: labels[code] })),
  defaultLocale,
  fallback: true,
}
