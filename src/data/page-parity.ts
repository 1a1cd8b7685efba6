import 'server-only'
import type { Locale } from '@/domain/locales'
import { translationParity, untranslatedLocales, type ParityField } from '@/domain/translation-parity'
import { payloadClient } from './payload'

/** The editor's threshold (site settings), 50 % unless set; 0 turns "not translated" off. */
export const DEFAULT_UNTRANSLATED_THRESHOLD = 50

type WithThreshold = { translation_parity?: { untranslated_threshold?: number | null } | null } | null | undefined
export const thresholdOf = (site: WithThreshold) =>
  site?.translation_parity?.untranslated_threshold ?? DEFAULT_UNTRANSLATED_THRESHOLD

/**
 * The languages a page read with locale 'all' is "not translated" in (decision 0045): English when at least the
 * site's threshold of its French fields are missing or copied there. Such a page has no alternate in that language.
 */
export async function untranslatedOf(page: unknown, thresholdPct: number): Promise<Locale[]> {
  const payload = await payloadClient()
  const fields = payload.collections.pages.config.fields as unknown as ParityField[]
  return untranslatedLocales(translationParity(fields, { all: page }), thresholdPct)
}
