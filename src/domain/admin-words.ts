/**
 * How the admin shows a lead's values to a broker, in the admin's language (French first): dates as
 * « 27 novembre 2026, 11 h 43 », booleans as Oui / Non, codes as words.
 */
export type AdminLanguage = 'fr' | 'en'

export const adminLanguage = (v: unknown): AdminLanguage => (v === 'en' ? 'en' : 'fr')

/**
 * Payload's own dates (list cells, document headers, date fields), as a date-fns pattern read with the
 * admin language's locale: « 27 novembre 2026, 11 h 43 » (our patch gives French date-fns the Quebec
 * hour, patches/@payloadcms+translations) / “November 27th, 2026, 11:43 AM”.
 */
export const ADMIN_DATE_FORMAT = 'PPP, p'

/** Quebec's time zone: a broker reads the hour their lead arrived at home. */
export const ADMIN_TIME_ZONE = 'America/Toronto'

const dayFormat = {
  fr: new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: ADMIN_TIME_ZONE }),
  en: new Intl.DateTimeFormat('en-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: ADMIN_TIME_ZONE }),
}
const timeFormat = {
  fr: new Intl.DateTimeFormat('fr-CA', { hour: 'numeric', minute: '2-digit', timeZone: ADMIN_TIME_ZONE }),
  en: new Intl.DateTimeFormat('en-CA', { hour: 'numeric', minute: '2-digit', timeZone: ADMIN_TIME_ZONE }),
}

/** « 27 novembre 2026, 11 h 43 » / “November 27, 2026, 11:43 a.m.”; an empty or invalid date as a dash. */
export function formatAdminDate(value: string | number | Date | null | undefined, lang: AdminLanguage): string {
  if (value === null || value === undefined || value === '') return '—'
  const d = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(d.getTime())) return '—'
  return `${dayFormat[lang].format(d)}, ${timeFormat[lang].format(d)}`
}

export const yesNo = (v: unknown, lang: AdminLanguage): string =>
  v ? (lang === 'en' ? 'Yes' : 'Oui') : lang === 'en' ? 'No' : 'Non'

/** A duration as the largest sensible units: « 2 h 15 min », « 3 j 4 h » / “2 h 15 min”, “3 d 4 h”. */
export function formatDuration(ms: number | null, lang: AdminLanguage): string {
  if (ms === null || !Number.isFinite(ms)) return '—'
  const minutes = Math.max(0, Math.round(ms / 60_000))
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const mins = minutes % 60
  const d = lang === 'en' ? 'd' : 'j'
  if (days) return `${days} ${d}${hours ? ` ${hours} h` : ''}`
  if (hours) return `${hours} h${mins ? ` ${mins} min` : ''}`
  return `${mins} min`
}
