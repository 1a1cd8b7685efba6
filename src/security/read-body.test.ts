import { describe, expect, it } from 'vitest'
import { readWire } from './read-body'

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://x/c', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
const form = (fields: Record<string, string>) => {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.append(k, v)
  return f
}

describe('bounded body reading', () => {
  it('reads the text fields of form-data, first value wins', async () => {
    const f = form({ a: '1', b: 'deux' })
    f.append('a', 'again')
    expect(await readWire(post(f))).toEqual({ ok: true, wire: { a: '1', b: 'deux' } })
  })
  it('refuses a body over the limit by its declared length or by counting a stream without one', async () => {
    expect(await readWire(post(form({ a: 'x'.repeat(2000) })), 1000)).toEqual({ ok: false, status: 413 })
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      pull: (c) => {
        pulled++
        c.enqueue(new Uint8Array(512))
      },
    })
    expect(await readWire(post(endless, { 'content-type': 'application/x-www-form-urlencoded' }), 4096)).toEqual({
      ok: false,
      status: 413,
    })
    expect(pulled).toBeLessThan(20)
  })
  it('answers 400 to a body that is not a form', async () => {
    expect(await readWire(post('{"a":1}', { 'content-type': 'application/json' }))).toEqual({ ok: false, status: 400 })
  })
})
