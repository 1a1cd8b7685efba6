/**
 * Bring the database to the current schema (migrations for the configured adapter) and seed the
 * bilingual demo on first run. Run with `npx payload run scripts/setup-db.ts`.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { migrations as pg } from '../src/migrations/postgres'
import { migrations as sqlite } from '../src/migrations/sqlite'
import { isPostgres } from '../src/db-adapter'
import { seed } from '../src/seed'

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: (isPostgres() ? pg : sqlite) as never })
if (!process.argv.includes('--no-seed')) await seed(payload)
await payload.destroy()
process.exit(0)
