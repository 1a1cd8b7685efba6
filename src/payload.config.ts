import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { databaseAdapter } from './infra/db-adapter'
import { Editors } from './collections/Editors'
import { payloadLocalization } from './i18n/payload-locales'
import { ADMIN_DATE_FORMAT } from './domain/admin-words'
import { siteOrigin } from './security/public-origin'
import { configuredOrigins } from './security/origins'
import { collections } from './collections'
import { globals } from './globals'
import { siteEditor } from './fields/rich-text-editor'
import { sitesPlugin } from './sites/multi-tenant'
import { GRAPHQL_MAX_COMPLEXITY, graphQLValidationRules } from './security/graphql-rules'
import { siteTemplatesPlugin } from './sites/plugin'
import { mediaStorage } from './collections/media-storage'
import { translationParityPlugin } from './parity/plugin'
import { graphqlTurnsPlugin } from './security/graphql-turns'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: process.env.PAYLOAD_SECRET || '',
  serverURL: process.env.NEXT_PUBLIC_SERVER_URL || '',
  telemetry: false,
  // Cookie auth only from the site's own configured origins (decision 0018); JWT headers are unaffected.
  csrf: configuredOrigins(),
  admin: {
    user: Editors.slug,
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' — CMS' },
    dateFormat: ADMIN_DATE_FORMAT,
    // The admin's home shows what the site brings in (issue 29); other beforeDashboard components render too.
    components: { beforeDashboard: ['/workspace/dashboard/LeadsDashboard#LeadsDashboard'] },
    livePreview: {
      collections: ['pages'],
      url: ({ data, locale }) => {
        const code = locale?.code === 'en' ? 'en' : 'fr'
        const p = typeof data?.path === 'string' ? data.path : '/'
        return `${siteOrigin()}/api/preview?path=${encodeURIComponent(`/${code}${p === '/' ? '' : p}`)}`
      },
      // Payload 3.90 takes a plain string here: French, the admin's default language.
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 390, height: 844 },
        { label: 'Ordinateur', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  i18n: { supportedLanguages: { fr, en }, fallbackLanguage: 'fr' },
  localization: payloadLocalization,
  collections,
  globals,
  editor: siteEditor(),
  db: databaseAdapter(),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  // GraphQL at /api/graphql (src/app/(payload)/api/graphql): the same access rules as REST, a complexity
  // and depth limit, no introspection for visitors nor in production, no playground (docs/decisions/0024).
  graphQL: {
    maxComplexity: GRAPHQL_MAX_COMPLEXITY,
    disableIntrospectionInProduction: true,
    disablePlaygroundInProduction: true,
    validationRules: graphQLValidationRules,
  },
  // Media on S3 when S3_BUCKET is set, else on the disk (docs/decisions/0026). An anonymous GraphQL query's
  // operations each wait their own turn of the event loop (decision 0047).
  plugins: [sitesPlugin(), siteTemplatesPlugin(), mediaStorage(), translationParityPlugin(), graphqlTurnsPlugin()],
})
