import type { Locale } from '@/domain/locales'
import type { ApiParams } from '@/domain/search-filters'
import type {
  CountData,
  ListingPageData,
  MapData,
  MunicipalitiesData,
  SearchFiltersData,
  ShortlistData,
  Tooltip,
} from '@/contract/core-api'

/** Who is calling: the locale and, for protected calls, the microsite and its key (spec 1 §7). */
export type ClientSite = { locale: Locale; micrositeId: string; siteKey: string | null }

export class CoreApiError extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message)
  }
}

const BASE = '/api/swc'

type Call = { site: ClientSite; path: string; params?: ApiParams; protectedCall: boolean; signal?: AbortSignal }

/** Every core call: Content-Language and Accept: application/json; X-Site-Key on protected calls. */
export async function coreGet<T>({ site, path, params = [], protectedCall, signal }: Call): Promise<T> {
  const base = protectedCall ? `${BASE}/${encodeURIComponent(site.micrositeId)}` : BASE
  const qs = new URLSearchParams(params).toString()
  const headers: Record<string, string> = { 'Content-Language': site.locale, Accept: 'application/json' }
  if (protectedCall && site.siteKey) headers['X-Site-Key'] = site.siteKey
  const res = await fetch(`${base}${path}${qs ? `?${qs}` : ''}`, { headers, signal })
  if (!res.ok) throw new CoreApiError(res.status, `GET ${path} failed (${res.status})`)
  const body = (await res.json()) as { data?: T }
  return (body?.data ?? body) as T
}

export const coreApi = {
  /** Saved, viewed or shared listings by key: one request for up to 50 (decision 0046). */
  shortlist: (site: ClientSite, keys: string[], signal?: AbortSignal) =>
    coreGet<ShortlistData>({
      site,
      path: '/shortlist',
      params: keys.map((k) => ['uls', k]),
      protectedCall: true,
      signal,
    }),
  municipalities: (site: ClientSite) =>
    coreGet<MunicipalitiesData>({ site, path: '/municipalities', protectedCall: false }),
  searchFilters: (site: ClientSite) =>
    coreGet<SearchFiltersData>({ site, path: '/search-filters', protectedCall: true }),
  count: (site: ClientSite, filters: ApiParams, signal?: AbortSignal) =>
    coreGet<CountData>({
      site,
      path: '/properties',
      params: [...filters, ['format', 'count']],
      protectedCall: true,
      signal,
    }),
  initial: (site: ClientSite, filters: ApiParams, orderBy: string, listingLimit: number, signal?: AbortSignal) =>
    coreGet<MapData>({
      site,
      path: '/properties',
      protectedCall: true,
      signal,
      params: [...filters, ['format', 'map'], ['listingLimit', String(listingLimit)], ['order_by', orderBy]],
    }),
  page: (site: ClientSite, filters: ApiParams, orderBy: string, page: number, limit: number, signal?: AbortSignal) =>
    coreGet<ListingPageData>({
      site,
      path: '/properties',
      protectedCall: true,
      signal,
      params: [...filters, ['order_by', orderBy], ['page', String(page)], ['limit', String(limit)]],
    }),
  /** A tooltip failure gives null (spec 1 §7). */
  tooltip: (site: ClientSite, uls: string) =>
    coreGet<Tooltip>({ site, path: `/property/${encodeURIComponent(uls)}/tooltip`, protectedCall: true }).catch(
      () => null,
    ),
}
