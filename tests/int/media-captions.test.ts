import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from './helpers/db'

/** Video captions (WCAG 1.2.2): an editor uploads a WebVTT file to the media and names it in a video's captions. */
let payload: Payload
const created: number[] = []
const vtt = Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n[Sans paroles] La façade.\n')

beforeAll(async () => {
  payload = await testPayload()
}, 600_000)
afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'media', id, overrideAccess: true })
})

describe('captions files in the media', () => {
  it('accepts a .vtt upload and serves it as text/vtt', async () => {
    const doc = await payload.create({
      collection: 'media',
      overrideAccess: true,
      data: { alt: 'Sous-titres de la visite' },
      file: { data: vtt, mimetype: 'text/vtt', name: `visite-${Date.now()}.vtt`, size: vtt.length },
    })
    created.push(doc.id)
    expect(doc.mimeType).toBe('text/vtt')
    const res = await handleEndpoints({
      config: payload.config,
      request: new Request(`http://localhost/api/media/file/${doc.filename}`),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/vtt/)
    expect(await res.text()).toContain('[Sans paroles] La façade.')
  })

  it('still refuses a file type that is neither an image, a video nor captions', async () => {
    const html = Buffer.from('<script>alert(1)</script>')
    await expect(
      payload.create({
        collection: 'media',
        overrideAccess: true,
        data: { alt: 'x' },
        file: { data: html, mimetype: 'text/html', name: 'x.html', size: html.length },
      }),
    ).rejects.toThrow()
  })
})
