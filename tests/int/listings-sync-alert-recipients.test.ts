import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editorAlerts } from '@/listings/sync/sync-service'
import { testPayload } from './helpers/db'
import { startSmtp } from './leads-helpers'

/** The listings feed is for agency administrators only (issue 27, item 2): so are its failure e-mails. */
describe('listings sync alerts', () => {
  let payload: Payload
  let smtp: Awaited<ReturnType<typeof startSmtp>>

  beforeAll(async () => {
    payload = await testPayload()
    smtp = await startSmtp()
    Object.assign(process.env, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'site@courtier.test',
      SMTP_SECURE: 'false',
    })
    for (const [email, role] of [
      ['admin-alerts@courtier.test', 'admin'],
      ['site-editor-alerts@courtier.test', 'editor'],
    ] as const)
      await payload.create({ collection: 'editors', data: { email, password: 'a-long-password-2026', role } })
  })
  afterAll(async () => {
    await smtp.close()
  })

  it('e-mails the agency administrators, never an editor scoped to a site', async () => {
    await editorAlerts(payload)('failing', '')
    const to = smtp.received.flatMap((m) => m.to)
    expect(to).toContain('admin-alerts@courtier.test')
    expect(to).not.toContain('site-editor-alerts@courtier.test')
    expect(smtp.received[0]?.raw).toContain('La synchronisation du flux a')
  })
})
