import { defaultLocale, isLocale, type Locale } from '@/domain/locales'
import { BadParameter } from '@/listings/search/query-params'

/** Content-Language picks the language (fr when absent); `fr-CA` counts as fr. Others are refused. */
export function requestLocale(headers: Headers, override?: string | null): Locale {
  const source = override != null ? 'language' : 'Content-Language'
  const raw = (override ?? headers.get('content-language') ?? '').split(',')[0].trim()
  if (!raw) return defaultLocale
  const primary = raw.toLowerCase().split('-')[0]
  if (isLocale(primary)) return primary
  throw new BadParameter([{ parameter: source, message: `must be fr or en, not ${raw.slice(0, 20)}` }])
}
