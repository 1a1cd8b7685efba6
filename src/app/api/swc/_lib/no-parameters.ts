import { BadParameter } from '@/listings/query-params'

/** Endpoints without parameters refuse any, rather than ignore a mistake. */
export function noParameters(params: URLSearchParams): void {
  const names = [...new Set(params.keys())]
  if (names.length) throw new BadParameter(names.map((parameter) => ({ parameter, message: 'is not a known parameter' })))
}
