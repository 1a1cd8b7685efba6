import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryRateLimiter } from '@/leads/rate-limit'
import { configureLeadServices } from '@/leads/services'
import { formTypes, wireFields } from '@/leads/wire-fields'
import { testPayload } from './helpers/db'
import { contactWire, postLead } from './leads-helpers'

// Issue 11 "Fuzzing": a few hundred random submissions in `npm test` (bench/ runs the 10,000).
const RUNS = Number(process.env.LEADS_FUZZ_RUNS ?? 300)
const allNames = [...new Set(Object.values(wireFields).flat())]
const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '1',
    'true',
    '-1',
    '1e309',
    'NaN',
    '<script>alert(1)</script>',
    "'; drop table leads; --",
    '\u0000',
    '%C0%AF',
  ),
  fc.integer().map(String),
  fc.nat({ max: 70_000 }).map((n) => 'x'.repeat(n)),
)
const submission = fc.record({
  base: fc.constantFrom(...formTypes).map((t) => contactWire({ form_type: t })),
  changes: fc.dictionary(fc.oneof(fc.constantFrom(...allNames), fc.string({ maxLength: 12 })), value, { maxKeys: 8 }),
  dropped: fc.subarray(allNames),
})

let undo: () => void
beforeAll(async () => {
  await testPayload()
  undo = configureLeadServices({
    verifyCaptcha: async () => ({ passed: true, reason: null, score: 0.9 }),
    rateLimiter: memoryRateLimiter({ max: 100_000, windowMs: 60_000 }),
    afterResponse: () => {},
    wakeAt: () => {},
  })
})
afterAll(() => undo())

describe('POST /contact under random input', () => {
  it(`answers ${RUNS} random submissions with a success or a 4xx naming the field, never a 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(submission, async ({ base, changes, dropped }) => {
        const wire: Record<string, string> = { ...base, ...changes }
        for (const name of dropped) delete wire[name]
        const res = await postLead(wire)
        expect(res.status, JSON.stringify(wire).slice(0, 300)).toBeLessThan(500)
        const body = (await res.json()) as { status: string; errors?: Record<string, string> }
        if (res.status === 200) expect(body.status).toBe('success')
        if (res.status === 400 && body.errors) {
          for (const [field, message] of Object.entries(body.errors)) {
            expect(allNames).toContain(field)
            expect(message.length).toBeGreaterThan(0)
          }
        }
      }),
      { numRuns: RUNS },
    )
  }, 300_000)
})
