import { statSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { isPostgres } from '@/infra/db-adapter'
import { testPayload } from './helpers/db'

/** Issue 12, finding 8: the SQLite file (leads, password hashes) is not readable by other users of the machine. */
beforeAll(async () => {
  await testPayload()
}, 600_000)

describe('files at rest', () => {
  it.skipIf(isPostgres())("the database file and its WAL are the owner's only", () => {
    const file = process.env.SQLITE_FILE!
    for (const f of [file, `${file}-wal`]) {
      const mode = statSync(f).mode & 0o777
      expect([f, mode & 0o077]).toEqual([f, 0])
    }
  })
})
