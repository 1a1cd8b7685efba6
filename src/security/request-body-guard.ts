import Busboy from 'busboy'
import { boundedBytes } from './read-body'

/** The largest body the REST and GraphQL APIs read: an upload of about 10 MB, with its form around it. */
export const MAX_API_BODY_BYTES = 10 * 1024 * 1024

type Problem = 'malformed' | 'file-as-text' | 'file-name' | 'payload-json' | 'json'

const MESSAGES: Record<Problem | 'too-large', { fr: string; en: string }> = {
  'too-large': {
    fr: `Requête trop volumineuse (${MAX_API_BODY_BYTES / 1024 / 1024} Mo au plus).`,
    en: `Request too large (${MAX_API_BODY_BYTES / 1024 / 1024} MB at most).`,
  },
  malformed: { fr: 'Formulaire multipart mal formé.', en: 'Malformed multipart form.' },
  'file-as-text': { fr: 'Le champ « file » doit être un fichier.', en: 'The "file" field must be a file.' },
  'file-name': { fr: 'Nom de fichier invalide.', en: 'Invalid file name.' },
  'payload-json': {
    fr: 'Le champ « _payload » doit être un objet JSON.',
    en: 'The "_payload" field must be a JSON object.',
  },
  json: { fr: 'JSON invalide.', en: 'Invalid JSON.' },
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses in a file name
const CONTROL = /[\u0000-\u001f\u007f]/
const isJson = (text: string) => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}
const isJsonObject = (text: string) => {
  try {
    const v = JSON.parse(text) as unknown
    return typeof v === 'object' && v !== null && !Array.isArray(v)
  } catch {
    return false
  }
}

/**
 * What Payload's multipart reading (busboy, the same parser) would fail on with a 500: a form that
 * does not parse, a `file` sent as text (Payload then looks for a client upload, which this
 * deployment has not), a file name with a control character (NUL), a `_payload` that is not JSON.
 */
export function multipartProblem(contentType: string, body: Uint8Array): Promise<Problem | null> {
  return new Promise((resolve) => {
    let problem: Problem | null = null
    let parser: ReturnType<typeof Busboy>
    try {
      parser = Busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8' })
    } catch {
      return resolve('malformed')
    }
    parser.on('file', (_name, stream, info) => {
      if (!problem && (CONTROL.test(info.filename ?? '') || (info.filename ?? '').length > 255)) problem = 'file-name'
      stream.resume()
    })
    parser.on('field', (name, value) => {
      if (problem) return
      if (name === 'file') problem = 'file-as-text'
      else if (name === '_payload' && !isJsonObject(value)) problem = 'payload-json'
    })
    parser.on('error', () => resolve('malformed'))
    parser.on('close', () => resolve(problem))
    parser.end(body)
  })
}

const language = (headers: Headers) =>
  headers.get('accept-language')?.trim().slice(0, 2).toLowerCase() === 'en' ? 'en' : 'fr'

/**
 * Wraps a REST or GraphQL handler: a body over MAX_API_BODY_BYTES (declared or counted) answers 413,
 * a multipart body Payload could not read, or JSON that does not parse, answers 400, both in the caller's language, before Payload
 * (which reads the body before it checks access) sees it.
 */
export function guardRequestBody<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Promise<Response>,
): (request: Request, ...rest: A) => Promise<Response> {
  return async (request, ...rest) => {
    if (!request.body || request.method === 'GET' || request.method === 'HEAD') return handler(request, ...rest)
    const refuse = (status: number, problem: keyof typeof MESSAGES) =>
      Response.json(
        { errors: [{ message: MESSAGES[problem][language(request.headers)] }] },
        { status, headers: { 'cache-control': 'no-store' } },
      )
    let bytes: Buffer | null
    try {
      bytes =
        Number(request.headers.get('content-length')) > MAX_API_BODY_BYTES
          ? null
          : await boundedBytes(request.body, MAX_API_BODY_BYTES)
    } catch {
      return refuse(400, 'malformed') // the body broke off while it was read
    }
    if (!bytes) {
      await request.body.cancel().catch(() => {})
      return refuse(413, 'too-large')
    }
    const type = request.headers.get('content-type') ?? ''
    if (/^\s*multipart\//i.test(type)) {
      const problem = await multipartProblem(type, bytes)
      if (problem) return refuse(400, problem)
    }
    // GraphQL answered 500 to JSON that does not parse (REST answers its own 400).
    if (/^\s*application\/([\w.-]+\+)?json/i.test(type) && bytes.byteLength && !isJson(bytes.toString('utf8')))
      return refuse(400, 'json')
    const headers = new Headers(request.headers)
    headers.delete('transfer-encoding')
    headers.set('content-length', String(bytes.byteLength))
    return handler(new Request(request.url, { method: request.method, headers, body: new Uint8Array(bytes) }), ...rest)
  }
}
