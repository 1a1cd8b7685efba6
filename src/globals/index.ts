import type { GlobalConfig } from 'payload'
import { withShortDbNames } from '@/fields/db-names'
import { withLabels } from '@/fields/labels'
import { Footer } from './Footer'
import { ListingFeed } from './ListingFeed'
import { Header } from './Header'
import { Site } from './Site'
import { Theme } from './Theme'

/** Every global as the admin shows it: French and English labels, short database names. */
export const globals: GlobalConfig[] = [Site, Header, Footer, Theme, ListingFeed].map(withLabels).map(withShortDbNames)
