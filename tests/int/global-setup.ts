import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

const isPostgres = (url?: string) => /^postgres(ql)?:\/\//.test(url ?? '')

/**
 * One scratch database for the integration run: a temporary SQLite file, or — when DATABASE_URL
 * points at PostgreSQL — a new database on that server, dropped afterwards.
 */
export default async function setup() {
  const work = mkdtempSync(path.join(tmpdir(), 'courtier-int-'))
  process.env.PAYLOAD_SECRET ||= 'integration-tests'
  process.env.MEDIA_DIR = path.join(work, 'media')
  process.env.CONTENT_API_KEY = 'test-content-api-key'
  const base = process.env.DATABASE_URL
  let drop: (() => Promise<void>) | null = null
  if (isPostgres(base)) {
    const name = `courtier_it_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(base as string)
    url.pathname = `/${name}`
    process.env.DATABASE_URL = url.toString()
    drop = async () => {
      const c = new pg.Client({ connectionString: base })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    }
  } else {
    delete process.env.DATABASE_URL
    process.env.SQLITE_FILE = path.join(work, 'int.db')
  }
  return async () => {
    await drop?.()
    rmSync(work, { recursive: true, force: true })
  }
}
