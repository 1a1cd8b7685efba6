/**
 * Bring the database to the current schema (the configured adapter's migrations) and seed the
 * bilingual demo on first run: `npm run db:setup` (run by `npm start` and `npm test`).
 *
 * Run through scripts/tsx-retry.mjs with tsx, not `payload run`: Node 20 can stop on an unsettled
 * top-level await while @payloadcms/richtext-lexical loads (exit 13 with tsx; a silent exit 0
 * with nothing done under `payload run`, which loads scripts from a fire-and-forget promise).
 * boot-payload imports that package first, and tsx-retry runs the script again on exit 13.
 */
import nextEnv from '@next/env'
import { bootPayload, migrate } from './boot-payload'

nextEnv.loadEnvConfig(process.cwd()) // .env files, as Next.js reads them

const payload = await bootPayload()
await migrate(payload)
if (!process.argv.includes('--no-seed')) {
  const { seed } = await import('@/seed')
  await seed(payload)
}
const pages = await payload.count({ collection: 'pages' })
payload.logger.info(`Database ready: ${pages.totalDocs} pages.`)
await payload.destroy()
process.exit(0)
