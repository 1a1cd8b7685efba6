import { unknownParameters } from '@/listings/search/query-params'

/** Endpoints without parameters refuse any, rather than ignore a mistake. */
export function noParameters(params: URLSearchParams): void {
  const names = [...new Set(params.keys())]
  if (names.length) throw unknownParameters(names)
}
