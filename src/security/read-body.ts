/** POST /contact bodies above this many bytes are refused (413) before any parsing. */
export const MAX_BODY_BYTES = 64 * 1024

export type BodyRead = { ok: true; wire: Record<string, string> } | { ok: false; status: 400 | 413 }

/** Read at most `max` bytes of the stream, counting as they arrive; null once the count passes max. */
export async function boundedBytes(body: ReadableStream<Uint8Array> | null, max: number): Promise<Buffer | null> {
  if (!body) return Buffer.alloc(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > max) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * The form fields of a multipart or urlencoded body (first value of each text field; files ignored).
 * A declared or counted size over `max` → 413; an unreadable body → 400.
 */
export async function readWire(request: Request, max = MAX_BODY_BYTES): Promise<BodyRead> {
  if (Number(request.headers.get('content-length')) > max) {
    await request.body?.cancel().catch(() => {})
    return { ok: false, status: 413 }
  }
  try {
    const bytes = await boundedBytes(request.body, max)
    if (!bytes) return { ok: false, status: 413 }
    const form = await new Response(new Uint8Array(bytes), {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData()
    const wire: Record<string, string> = {}
    for (const [k, v] of form.entries()) if (typeof v === 'string' && !(k in wire)) wire[k] = v
    return { ok: true, wire }
  } catch {
    return { ok: false, status: 400 }
  }
}
