import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { handleEndpoints, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startLocalS3 } from '../../scripts/s3-local.mjs'
import { testPayload } from './helpers/db'

/**
 * Media on S3-compatible storage (docs/decisions/0026): the same config, built with the S3_* settings of a
 * local S3 server (s3rver), next to the run's usual instance (no S3 settings, media on the disk).
 */
const ON_S3 = 'media-on-s3'
let s3: Awaited<ReturnType<typeof startLocalS3>>
let client: S3Client
let disk: Payload
let onS3: Payload
let config: unknown
const dir = mkdtempSync(path.join(tmpdir(), 'courtier-s3-'))
const run = Date.now().toString(36)

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a6ea5' } })
    .png()
    .toBuffer()
const upload = async (payload: Payload, name: string) => {
  const data = await photo()
  return payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt: 'Façade' },
    file: { data, mimetype: 'image/png', name, size: data.length },
  })
}
const keys = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key)
const served = (url: string) =>
  handleEndpoints({
    config: config as never,
    request: new Request(`http://localhost${url}`),
    payloadInstanceCacheKey: ON_S3,
  })

beforeAll(async () => {
  disk = await testPayload()
  s3 = await startLocalS3({ directory: dir, bucket: `media-${run}` })
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  })
  Object.assign(process.env, s3.env)
  vi.resetModules() // the config is read again, now with the S3 settings
  config = (await import('@payload-config')).default
  const { getPayload } = await import('payload')
  onS3 = await getPayload({ config: config as never, key: ON_S3 })
}, 600_000)

afterAll(async () => {
  for (const k of Object.keys(s3?.env ?? {})) delete process.env[k]
  await disk.delete({ collection: 'media', where: { filename: { like: `-${run}` } }, overrideAccess: true })
  const left = await keys().catch(() => [])
  if (left.length)
    await client.send(
      new DeleteObjectsCommand({ Bucket: s3.bucket, Delete: { Objects: left.map((Key) => ({ Key })) } }),
    )
  await onS3?.destroy()
  client?.destroy()
  await s3?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('media with S3 settings', () => {
  it('an upload lands in the bucket with its image size, not on the disk; its public URL is unchanged', async () => {
    const doc = await upload(onS3, `facade-${run}.png`)
    expect(doc.url).toBe(`/api/media/file/${doc.filename}`)
    expect(doc.sizes?.card?.url).toBe(`/api/media/file/${doc.sizes?.card?.filename}`)
    expect((await keys()).sort()).toEqual([doc.filename, doc.sizes?.card?.filename].sort())
    expect(existsSync(path.join(process.env.MEDIA_DIR!, doc.filename!))).toBe(false)
  })

  it('its URL serves the object from the bucket, the resized copy too', async () => {
    const doc = (
      await onS3.find({
        collection: 'media',
        where: { filename: { equals: `facade-${run}.png` } },
        overrideAccess: true,
      })
    ).docs[0]
    const original = await served(doc.url!)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/png')
    const stored = await (
      await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: doc.filename! }))
    ).Body!.transformToByteArray()
    expect(Buffer.from(await original.arrayBuffer()).equals(Buffer.from(stored))).toBe(true)
    const card = await served(doc.sizes!.card!.url!)
    expect(card.status).toBe(200)
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(768)
    expect((await served(`/api/media/file/nothing-${run}.png`)).status).toBe(404)
  })

  it('deleting the media removes its objects from the bucket', async () => {
    const doc = await upload(onS3, `gone-${run}.png`)
    expect(await keys()).toContain(doc.filename)
    await onS3.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    expect((await keys()).filter((k) => k?.startsWith(`gone-${run}`))).toEqual([])
  })
})

describe('media without S3 settings', () => {
  it('stay on the disk (MEDIA_DIR) as before, under the same URL, and nothing reaches the bucket', async () => {
    const before = await keys()
    const doc = await upload(disk, `porch-${run}.png`)
    expect(doc.url).toBe(`/api/media/file/${doc.filename}`)
    expect(existsSync(path.join(process.env.MEDIA_DIR!, doc.filename!))).toBe(true)
    expect(existsSync(path.join(process.env.MEDIA_DIR!, doc.sizes!.card!.filename!))).toBe(true)
    expect(await keys()).toEqual(before)
  })
})
