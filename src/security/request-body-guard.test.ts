import { describe, expect, it } from 'vitest'
import { guardRequestBody, MAX_API_BODY_BYTES, multipartProblem } from './request-body-guard'

const form = (text: string) => Buffer.from(text.replaceAll('\n', '\r\n'))
const TYPE = 'multipart/form-data; boundary=x'
const reached: Request[] = []
const guarded = guardRequestBody(async (request: Request) => (reached.push(request), new Response('ok')))
const post = (body: Uint8Array<ArrayBuffer>, type = TYPE) =>
  guarded(new Request('http://localhost/api/media', { method: 'POST', headers: { 'content-type': type }, body }))

describe('multipart bodies Payload could not read (issue 27, item 6)', () => {
  it('lets a well-formed upload through, with its body intact', async () => {
    const body = form(
      '--x\nContent-Disposition: form-data; name="file"; filename="a.png"\nContent-Type: image/png\n\nPNG\n--x\nContent-Disposition: form-data; name="_payload"\n\n{"alt":"x"}\n--x--\n',
    )
    expect(await multipartProblem(TYPE, body)).toBeNull()
    expect((await post(body)).status).toBe(200)
    expect(Buffer.from(await reached.at(-1)!.arrayBuffer()).equals(body)).toBe(true)
  })
  it.each([
    ['no end', '--x\nContent-Disposition: form-data; name="a"\n\nb', 'malformed'],
    [
      'a file sent as text (upload by URL)',
      '--x\nContent-Disposition: form-data; name="file"\n\n{"url":"http://127.0.0.1/x.png"}\n--x--\n',
      'file-as-text',
    ],
    ['_payload not JSON', '--x\nContent-Disposition: form-data; name="_payload"\n\n{bad\n--x--\n', 'payload-json'],
    [
      'a control character in the file name',
      '--x\nContent-Disposition: form-data; name="file"; filename="a\u0001b.png"\nContent-Type: image/png\n\nPNG\n--x--\n',
      'malformed',
    ],
    [
      'a NUL in the encoded file name',
      '--x\nContent-Disposition: form-data; name="file"; filename*=utf-8\'\'a%00b.png\nContent-Type: image/png\n\nPNG\n--x--\n',
      'file-name',
    ],
  ])('refuses %s with 400', async (_label, text, problem) => {
    expect(await multipartProblem(TYPE, form(text))).toBe(problem)
    expect((await post(form(text))).status).toBe(400)
  })
  it('refuses JSON that does not parse with 400 (GraphQL answered 500)', async () => {
    expect((await post(Buffer.from('{'), 'application/json')).status).toBe(400)
    expect((await post(Buffer.from('{"query":"{ Pages { docs { id } } }"}'), 'application/json')).status).toBe(200)
  })
  it('refuses a form without a boundary, and a body over 10 MB with 413', async () => {
    expect((await post(form('a'), 'multipart/form-data')).status).toBe(400)
    expect((await post(new Uint8Array(MAX_API_BODY_BYTES + 1))).status).toBe(413)
  })
})
