/** Where media go when S3 is configured (docs/decisions/0026). */
export type S3Settings = {
  bucket: string
  /** An S3-compatible server (MinIO, Ceph, a local test server…); unset: AWS itself. */
  endpoint?: string
  region: string
  forcePathStyle: boolean
  /** Unset: the AWS SDK's own chain (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

type Env = Record<string, string | undefined>

const setting = (env: Env, name: string) => env[name]?.trim() || undefined

/**
 * The S3 settings of the environment, or null when S3_BUCKET is unset (media stay on the disk, in
 * MEDIA_DIR). A half-configured S3 throws at start rather than storing media somewhere unexpected.
 */
export function s3Settings(env: Env = process.env): S3Settings | null {
  const bucket = setting(env, 'S3_BUCKET')
  if (!bucket) return null
  const accessKeyId = setting(env, 'S3_ACCESS_KEY_ID')
  const secretAccessKey = setting(env, 'S3_SECRET_ACCESS_KEY')
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all')
  const endpoint = setting(env, 'S3_ENDPOINT')
  if (endpoint && !/^https?:\/\/[^\s/]+/.test(endpoint))
    throw new Error(`S3_ENDPOINT must be an http(s) URL, not "${endpoint}"`)
  const pathStyle = setting(env, 'S3_FORCE_PATH_STYLE')?.toLowerCase()
  if (pathStyle && !['true', 'false', '1', '0'].includes(pathStyle))
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, not "${pathStyle}"`)
  return {
    bucket,
    endpoint,
    region: setting(env, 'S3_REGION') ?? 'us-east-1',
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  }
}
