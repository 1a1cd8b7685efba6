import 'server-only'
import type { Locale } from '@/domain/locales'
import { propertyTypes } from '../constants'
import type { ListingsDb } from '../db'
import { ownedClause, type SiteListings } from '../site-listings'

import type { MunicipalityOption, PropertyTypeOption } from '@/contract/core-api'
export type { MunicipalityOption, PropertyTypeOption }

const collator = new Intl.Collator('fr-CA', { sensitivity: 'base' })

/** Property types; existing rows are left as they are. Municipalities are learned from the feeds (./municipalities.ts). */
export async function ensureReferenceData(db: ListingsDb): Promise<void> {
  const types = propertyTypes.map((t, i) => [t.code, t.fr, t.en, i + 1])
  await db.run(
    `INSERT INTO listing_property_types (code, label_fr, label_en, position) VALUES ${types.map(() => '(?, ?, ?, ?)').join(', ')} ON CONFLICT (code) DO NOTHING`,
    types.flat(),
  )
}

const toOptions = (rows: Array<{ mun_code: string; description: string }>): MunicipalityOption[] =>
  rows
    .map((r) => ({ MUN_CODE: r.mun_code, DESCRIPTION: r.description }))
    .sort((a, b) => collator.compare(a.DESCRIPTION, b.DESCRIPTION))

/**
 * Every municipality with a listing on sale or sold (the alert form's "all cities"), by the name its
 * feed gives it: the same in French and English, Quebec's official names.
 */
export async function allMunicipalities(db: ListingsDb): Promise<MunicipalityOption[]> {
  return toOptions(
    await db.all(
      `SELECT m.mun_code, m.description FROM listing_municipalities m
     WHERE EXISTS (SELECT 1 FROM listings l WHERE l.mun_code = m.mun_code AND l.status IN ('active', 'sold'))`,
    ),
  )
}

/** Municipalities that have at least one active listing of the site (the search bar's choices). */
export async function searchMunicipalities(db: ListingsDb, site: SiteListings): Promise<MunicipalityOption[]> {
  const owned = ownedClause(site, 'l')
  return toOptions(
    await db.all(
      `SELECT m.mun_code, m.description FROM listing_municipalities m
       WHERE EXISTS (SELECT 1 FROM listings l WHERE l.mun_code = m.mun_code AND l.status = 'active'${owned ? ` AND ${owned.sql}` : ''})`,
      owned?.params ?? [],
    ),
  )
}

export async function propertyTypeOptions(db: ListingsDb, locale: Locale): Promise<PropertyTypeOption[]> {
  const rows = await db.all<{ code: string; label_fr: string; label_en: string }>(
    'SELECT code, label_fr, label_en FROM listing_property_types ORDER BY position',
  )
  return rows.map((r) => ({ code: r.code, label: locale === 'en' ? r.label_en : r.label_fr }))
}
