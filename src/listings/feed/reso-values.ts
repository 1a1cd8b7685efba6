import type { ListingStatus, PropertyTypeCode, Transaction } from '../constants'

/** RESO lookups → our codes. Keys are compared without case, spaces or punctuation. */
export const lookupKey = (v: string) => v.toLowerCase().replace(/[^a-z]/g, '')

const statusMap: Record<string, ListingStatus> = {
  active: 'active',
  activeundercontract: 'active',
  pending: 'active',
  comingsoon: 'active',
  closed: 'sold',
  sold: 'sold',
  withdrawn: 'withdrawn',
  expired: 'withdrawn',
  canceled: 'withdrawn',
  cancelled: 'withdrawn',
  hold: 'withdrawn',
  delete: 'withdrawn',
  incomplete: 'withdrawn',
}

export const statusOf = (v: string): ListingStatus | undefined => statusMap[lookupKey(v)]

const typeMap: Record<string, { type: PropertyTypeCode; transaction: Transaction }> = {
  residential: { type: 'maison', transaction: 'sale' },
  residentialincome: { type: 'prop', transaction: 'sale' },
  residentiallease: { type: 'maison', transaction: 'rent' },
  land: { type: 'terrain', transaction: 'sale' },
  farm: { type: 'ferme', transaction: 'sale' },
  commercialsale: { type: 'comm', transaction: 'sale' },
  commerciallease: { type: 'comm', transaction: 'rent' },
  businessopportunity: { type: 'comm', transaction: 'sale' },
  manufacturedinpark: { type: 'maison', transaction: 'sale' },
}

const subTypeMap: Record<string, PropertyTypeCode> = {
  singlefamilyresidence: 'maison',
  townhouse: 'maison',
  manufacturedhome: 'maison',
  mobilehome: 'maison',
  condominium: 'condo',
  apartment: 'condo',
  stockcooperative: 'condo',
  duplex: 'prop',
  triplex: 'prop',
  quadruplex: 'prop',
  multifamily: 'prop',
  cabin: 'chalet',
  cottage: 'chalet',
  farm: 'ferme',
  ranch: 'ferme',
  unimprovedland: 'terrain',
  lot: 'terrain',
}

/** PropertyType decides the transaction; PropertySubType, when known, refines the residential type. */
export function typeOf(
  propertyType: string,
  subType?: string,
): { type: PropertyTypeCode; transaction: Transaction } | undefined {
  const base = typeMap[lookupKey(propertyType)]
  if (!base) return undefined
  const sub = subType ? subTypeMap[lookupKey(subType)] : undefined
  return sub && base.type !== 'comm' ? { ...base, type: sub } : base
}

/** RESO values the generator writes back for each code. */
export const resoSubTypeOf: Record<PropertyTypeCode, string> = {
  maison: 'Single Family Residence',
  condo: 'Condominium',
  prop: 'Triplex',
  ferme: 'Farm',
  chalet: 'Cabin',
  terrain: 'Unimproved Land',
  comm: 'Office',
}
