import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { ArticleCategories } from './collections/ArticleCategories'
import { Articles } from './collections/Articles'
import { Editors } from './collections/Editors'
import { Leads } from './collections/Leads'
import { Media } from './collections/Media'
import { Members } from './collections/Members'
import { Offices } from './collections/Offices'
import { Pages } from './collections/Pages'
import { Redirects } from './collections/Redirects'
import { databaseAdapter } from './db-adapter'
import { Footer } from './globals/Footer'
import { Header } from './globals/Header'
import { Site } from './globals/Site'
import { Theme } from './globals/Theme'
import { payloadLocalization } from './i18n/payload-locales'
import { siteOrigin } from './data/origin'
import { withShortDbNames } from './fields/db-names'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: process.env.PAYLOAD_SECRET || '',
  serverURL: process.env.NEXT_PUBLIC_SERVER_URL || '',
  telemetry: false,
  admin: {
    user: Editors.slug,
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' — CMS' },
    livePreview: {
      collections: ['pages'],
      url: ({ data, locale }) => {
        const code = locale?.code === 'en' ? 'en' : 'fr'
        const p = typeof data?.path === 'string' ? data.path : '/'
        return `${siteOrigin()}/api/preview?path=${encodeURIComponent(`/${code}${p === '/' ? '' : p}`)}`
      },
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 390, height: 844 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  i18n: { supportedLanguages: { fr, en }, fallbackLanguage: 'fr' },
  localization: payloadLocalization,
  collections: [Pages, Media, Redirects, Editors, Articles, ArticleCategories, Offices, Members, Leads].map(withShortDbNames),
  globals: [Site, Header, Footer, Theme].map(withShortDbNames),
  editor: lexicalEditor(),
  db: databaseAdapter(),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disable: true },
})
