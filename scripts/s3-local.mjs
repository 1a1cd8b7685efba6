// A local S3-compatible server (the npm package s3rver, objects in a folder) for the cluster and the tests:
// never part of the app. The app reaches it as it would reach any S3 endpoint (docs/decisions/0026).
//   node scripts/s3-local.mjs [--port 3428] [--dir .cluster/s3] [--bucket courtier-media]   (prints the S3_* settings)
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import S3rver from 's3rver'

/** s3rver's only account: it checks the access key id, not the signature. */
export const LOCAL_S3_KEY = 'S3RVER'

/**
 * Starts the server with `bucket` made (kept with its objects when `directory` already holds it).
 * @param {{ port?: number, directory: string, bucket?: string }} options  port 0: any free port
 */
export async function startLocalS3({ port = 0, directory, bucket = 'courtier-media' }) {
  mkdirSync(directory, { recursive: true })
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  const address = await server.run()
  const endpoint = `http://127.0.0.1:${address.port}`
  return {
    endpoint,
    bucket,
    /** The app's settings for this server (src/collections/s3-settings.ts). */
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: LOCAL_S3_KEY,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback)
  const s3 = await startLocalS3({
    port: Number(option('port', 3428)),
    directory: path.resolve(option('dir', '.cluster/s3')),
    bucket: option('bucket', 'courtier-media'),
  })
  console.log(
    Object.entries(s3.env)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n'),
  )
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => s3.close().finally(() => process.exit(0)))
}
