import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import * as Sentry from '@sentry/nextjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sentryOptions } from '@/monitoring/options'

// A local fake of the error-reporting service: it keeps every envelope it receives.
const envelopes: string[] = []
let server: Server
beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      envelopes.push((req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'))
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  // No default integrations: the other integration files run in this same process, unpatched.
  Sentry.init({
    ...sentryOptions(`http://public@127.0.0.1:${port}/1`, 'test'),
    tracesSampleRate: 0,
    defaultIntegrations: false,
  })
})
afterAll(async () => {
  await Sentry.close(2000)
  await new Promise((r) => server.close(r))
})

describe('error reporting (SENTRY_DSN set)', () => {
  it('sends the error to the configured endpoint with every lead field scrubbed', async () => {
    Sentry.withScope((scope) => {
      scope.setExtra('lead', {
        full_name: 'Marie Tremblay',
        email: 'marie.tremblay@example.com',
        phone: '514-555-0199',
      })
      scope.setContext('form', { first_name: 'Marie', form_type: 'contact_form' })
      Sentry.addBreadcrumb({ message: 'writing to marie.tremblay@example.com', data: { last_name: 'Tremblay' } })
      Sentry.captureException(new Error('SMTP refused the lead of marie.tremblay@example.com'))
    })
    await Sentry.flush(5000)
    // The envelope's items, without the source lines around each frame (this test's own code, which names Marie).
    const items = envelopes.flatMap((e) => e.split('\n')).map((line) => JSON.parse(line) as Record<string, unknown>)
    const event = JSON.stringify(items, (key, value) =>
      ['pre_context', 'context_line', 'post_context'].includes(key) ? undefined : value,
    )
    expect(event).toContain('SMTP refused the lead of [Filtered]')
    expect(event).toContain('"lead":{"full_name":"[Filtered]","email":"[Filtered]","phone":"[Filtered]"}')
    expect(event).not.toMatch(/Marie|Tremblay|marie\.tremblay|514-555-0199/)
  })

  it('is off without a DSN, with the spec sampling when on', () => {
    expect(sentryOptions(undefined).enabled).toBe(false)
    expect(sentryOptions('https://k@o1.ingest.sentry.io/1')).toMatchObject({
      enabled: true,
      sampleRate: 1,
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 1,
    })
  })
})
