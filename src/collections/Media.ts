import type { CollectionConfig } from 'payload'
import path from 'node:path'
import { anyone, editorsOnly } from '@/access'
import { revalidateAll } from '@/infra/revalidate'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { fr: 'Média', en: 'Media' }, plural: { fr: 'Médias', en: 'Media' } },
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  upload: {
    // On the disk unless S3_BUCKET is set: then in the bucket (src/collections/media-storage.ts, decision 0026).
    staticDir: path.resolve(process.cwd(), process.env.MEDIA_DIR || 'data/media'),
    mimeTypes: ['image/*', 'video/mp4', 'video/webm', 'text/vtt'],
    imageSizes: [{ name: 'card', width: 768 }],
    focalPoint: true,
  },
  // A listing photo stored by the feed sync is on no page yet: no cache to clear.
  hooks: { afterChange: [(args): unknown => (args.context?.listingPhoto ? args.doc : revalidateAll(args))] },
  fields: [{ name: 'alt', type: 'text', localized: true, required: true }],
}
