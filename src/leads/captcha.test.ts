import { describe, expect, it } from 'vitest'
import { asText } from '@/domain/text'
import { googleVerifier, type CaptchaCheck } from './captcha'

const check = (over: Partial<CaptchaCheck['settings']> = {}): CaptchaCheck => ({
  token: 't',
  remoteIp: '203.0.113.9',
  expectedAction: 'contact_form',
  allowedHostnames: ['courtier.example'],
  settings: { version: 3, enterprise: false, siteKey: 'site', ...over },
})
const answering = (body: unknown, status = 200) =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch

describe('captcha verification', () => {
  it('passes a good v3 answer and sends the secret, token and IP', async () => {
    let sent = ''
    const fetch = (async (_url: string, init: RequestInit) => {
      sent = asText(init.body)
      return new Response(
        JSON.stringify({ success: true, score: 0.9, action: 'contact_form', hostname: 'courtier.example' }),
      )
    }) as unknown as typeof globalThis.fetch
    expect(await googleVerifier({ secret: 's3', fetch })(check())).toEqual({ passed: true, reason: null, score: 0.9 })
    expect(sent).toContain('secret=s3')
    expect(sent).toContain('remoteip=203.0.113.9')
  })
  it('flags (never drops) a low score, a wrong action or host, an invalid token', async () => {
    const v = (body: unknown) => googleVerifier({ secret: 's', fetch: answering(body) })(check())
    expect(await v({ success: true, score: 0.2, action: 'contact_form', hostname: 'courtier.example' })).toEqual({
      passed: false,
      reason: 'low-score: 0.2',
      score: 0.2,
    })
    expect((await v({ success: true, score: 0.9, action: 'login', hostname: 'courtier.example' })).reason).toBe(
      'action-mismatch: login',
    )
    expect((await v({ success: true, score: 0.9, action: 'contact_form', hostname: 'evil.example' })).reason).toBe(
      'hostname-mismatch: evil.example',
    )
    expect((await v({ success: false, 'error-codes': ['timeout-or-duplicate'] })).reason).toBe(
      'invalid-token: timeout-or-duplicate',
    )
    expect((await v({ success: true, hostname: 'testkey.google.com' })).reason).toBe('test-key')
  })
  it('does not ask v2 for a score', async () => {
    const r = await googleVerifier({ secret: 's', fetch: answering({ success: true, hostname: 'courtier.example' }) })(
      check({ version: 2 }),
    )
    expect(r.passed).toBe(true)
  })
  it('flags when the provider is unreachable or the secret is missing', async () => {
    const down = (async () => {
      throw new Error('ECONNREFUSED')
    }) as typeof fetch
    expect((await googleVerifier({ secret: 's', fetch: down })(check())).reason).toBe('unreachable: ECONNREFUSED')
    expect((await googleVerifier({ secret: 's', fetch: answering({}, 503) })(check())).reason).toBe(
      'unreachable: HTTP 503',
    )
    const saved = process.env.RECAPTCHA_SECRET
    delete process.env.RECAPTCHA_SECRET
    expect((await googleVerifier({ fetch: answering({ success: true }) })(check())).reason).toBe('not-configured')
    if (saved) process.env.RECAPTCHA_SECRET = saved
  })
  it('uses the Enterprise assessment API with the score', async () => {
    let url = ''
    const fetch = (async (u: string) => {
      url = u
      return new Response(
        JSON.stringify({
          tokenProperties: { valid: true, action: 'contact_form', hostname: 'courtier.example' },
          riskAnalysis: { score: 0.7 },
        }),
      )
    }) as unknown as typeof globalThis.fetch
    expect(await googleVerifier({ secret: 'api-key', projectId: 'proj', fetch })(check({ enterprise: true }))).toEqual({
      passed: true,
      reason: null,
      score: 0.7,
    })
    expect(url).toBe('https://recaptchaenterprise.googleapis.com/v1/projects/proj/assessments?key=api-key')
  })
})
