import { describe, expect, it } from 'vitest'
import { answerUnknown } from './lead-answer'

describe('when a lead is sent again under the same key', () => {
  it('no answer, or the load balancer saying its instance failed: the lead may be stored, send it again', () => {
    for (const status of [null, 502, 504]) expect(answerUnknown(status)).toBe(true)
  })
  it('any answer of the app (stored, refused, not saved): final', () => {
    for (const status of [200, 400, 403, 413, 429, 503]) expect(answerUnknown(status)).toBe(false)
  })
})
