import type { CollectionConfig, GlobalConfig } from 'payload'
import { withShortDbNames } from '@/fields/db-names'
import { withLabels } from '@/fields/labels'
import { Footer } from './Footer'
import { ListingFeed } from './ListingFeed'
import { Header } from './Header'
import { Theme } from './Theme'

/** Deployment-wide settings, as the admin shows them: French and English labels, short database names. */
export const globals: GlobalConfig[] = [ListingFeed].map(withLabels).map(withShortDbNames)

/** Settings kept once per site: collections the multi-tenant plugin shows as one document per site (decision 0023). */
export const siteGlobals: CollectionConfig[] = [Header, Footer, Theme].map(withLabels).map(withShortDbNames)
