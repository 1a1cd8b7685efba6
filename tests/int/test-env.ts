import { tmpdir } from 'node:os'
import path from 'node:path'

const isPostgres = (url?: string) => /^postgres(ql)?:\/\//.test(url ?? '')

/**
 * The integration run's scratch database, decided once in the main process (vitest.config.ts) so
 * every worker gets it through `test.env` before any module reads it: a temporary SQLite file, or —
 * when DATABASE_URL points at PostgreSQL — a new database on that server (created and dropped by
 * tests/int/global-setup.ts).
 */
export function integrationEnv(base = process.env.DATABASE_URL) {
  const dir = path.join(tmpdir(), `courtier-int-${process.pid}`)
  const pgName = `courtier_it_${process.pid}`
  let databaseUrl = ''
  if (isPostgres(base)) {
    const url = new URL(base as string)
    url.pathname = `/${pgName}`
    databaseUrl = url.toString()
  }
  return {
    dir,
    pgName,
    baseDatabaseUrl: isPostgres(base) ? (base as string) : '',
    env: {
      PAYLOAD_SECRET: 'integration-tests',
      CONTENT_API_KEY: 'test-content-api-key',
      MEDIA_DIR: path.join(dir, 'media'),
      SQLITE_FILE: path.join(dir, 'int.db'),
      DATABASE_URL: databaseUrl,
      // The fake RESO server and photo server listen on 127.0.0.1 (decision 0028; off unless set).
      LISTINGS_FEED_ALLOW_LOOPBACK: '1',
      // The tests call the API routes without a client address (all one address): the anonymous budgets of
      // decision 0029 are tested with their own in tests/int/anonymous-api.test.ts.
      ANONYMOUS_GRAPHQL_PER_MINUTE: '1000000',
      ANONYMOUS_REST_PER_MINUTE: '1000000',
      // Files read GraphQL anonymously back to back: their share of the process's time (decision 0047) is tested
      // with its own in tests/int/anonymous-api.test.ts.
      ANONYMOUS_GRAPHQL_SHARE: '1000',
    },
  }
}
