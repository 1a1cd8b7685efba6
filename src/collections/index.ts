import type { CollectionConfig } from 'payload'
import { withShortDbNames } from '@/fields/db-names'
import { withLabels } from '@/fields/labels'
import { ArticleCategories } from './ArticleCategories'
import { Articles } from './Articles'
import { Editors } from './Editors'
import { AuditLog } from './AuditLog'
import { ConsentRecords } from './ConsentRecords'
import { Leads } from './Leads'
import { Media } from './Media'
import { Members } from './Members'
import { Offices } from './Offices'
import { Pages } from './Pages'
import { Redirects } from './Redirects'
import { Sites } from './Sites'
import { siteGlobals } from '@/globals'

/** Every collection as the admin shows it: French and English labels, short database names. */
export const collections: CollectionConfig[] = [
  ...[
    Sites,
    Pages,
    Media,
    Redirects,
    Editors,
    Articles,
    ArticleCategories,
    Offices,
    Members,
    Leads,
    ConsentRecords,
    AuditLog,
  ]
    .map(withLabels)
    .map(withShortDbNames),
  ...siteGlobals,
]
