import { mkdirSync, rmSync } from 'node:fs'
import pg from 'pg'
import { integrationEnv } from './test-env'

async function admin(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    await c.query(sql)
  } finally {
    await c.end()
  }
}

/** Creates the run's scratch database (see test-env.ts) and removes it afterwards. */
export default async function setup() {
  const { dir, pgName, baseDatabaseUrl } = integrationEnv(process.env.INT_BASE_DATABASE_URL)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  if (baseDatabaseUrl) await admin(baseDatabaseUrl, `CREATE DATABASE ${pgName}`)
  return async () => {
    if (baseDatabaseUrl) await admin(baseDatabaseUrl, `DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`)
    rmSync(dir, { recursive: true, force: true })
  }
}
