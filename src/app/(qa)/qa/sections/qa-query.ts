import { isSchemeName, type SchemeName } from '@/domain/theme'

export type QaSearch = Record<string, string | string[] | undefined>

const list = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? v.split(',') : [])

/** The QA sections state lives in the URL: ?locale=en&scheme=inverted&blocks=cta&blocks=list */
export function parseQaQuery(
  sp: QaSearch,
  known: string[],
): { locale: string; scheme: SchemeName | null; blocks: string[] } {
  const wanted = list(sp.blocks).filter((b) => known.includes(b))
  const scheme = typeof sp.scheme === 'string' && isSchemeName(sp.scheme) ? sp.scheme : null
  return {
    locale: typeof sp.locale === 'string' ? sp.locale : 'fr',
    scheme,
    blocks: sp.blocks === undefined ? known : wanted,
  }
}
