import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { s3Settings, type S3Settings } from './s3-settings'

/**
 * Media files on S3-compatible storage when S3_BUCKET is set (docs/decisions/0026), with Payload's
 * own adapter; else on the disk (MEDIA_DIR) as before. Either way:
 * - the schema is the same (`alwaysInsertFields`: the adapter's `prefix` and `_objectKey` columns
 *   exist with or without S3, so one set of migrations serves both);
 * - files are still served by Payload at /api/media/file/… (its access control, the image sizes,
 *   Next's image optimizer and the pages' CSP `img-src 'self'` are unchanged): the bucket stays private.
 * An endpoint other than AWS gets checksums only where S3 requires them: the SDK's default
 * (a CRC32 on every upload, sent as an `aws-chunked` trailer for streams) is not understood by
 * every S3-compatible server.
 */
export function mediaStorage(settings: S3Settings | null = s3Settings()): Plugin {
  const compatible = settings?.endpoint
    ? ({ requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } as const)
    : {}
  return s3Storage({
    enabled: settings != null,
    alwaysInsertFields: true,
    // prefix '' (objects keyed by file name alone) also makes the adapter add its `prefix` field when enabled, as it does when not.
    collections: { media: { prefix: '' } },
    bucket: settings?.bucket ?? '',
    config: settings
      ? {
          endpoint: settings.endpoint,
          region: settings.region,
          forcePathStyle: settings.forcePathStyle,
          credentials: settings.credentials,
          ...compatible,
        }
      : {},
  })
}
