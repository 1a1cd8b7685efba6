import 'server-only'
import type { Payload } from 'payload'
import { messages } from '@/i18n/messages'
import { verifyUnsubscribeToken } from '@/leads/alert-unsubscribe'
import { sameRequester, withdrawMarketingConsent } from '@/leads/lead-store'
import { listingsDb } from '../db'
import { unsubscribeAlert } from './deliver-alerts'

const fr = messages.fr.PropertyAlertEmail
const en = messages.en.PropertyAlertEmail

/** The bilingual answer page (French first): no script, no style, nothing to load. */
function page(key: 'unsubscribed' | 'invalid', status: number): Response {
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${fr.pageTitle} / ${en.pageTitle}</title></head><body><main>
<h1>${fr.pageTitle}</h1><p>${fr[key]}</p>
<section lang="en"><h2>${en.pageTitle}</h2><p>${en[key]}</p></section>
</main></body></html>`
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
      'content-security-policy': "default-src 'none'",
    },
  })
}

/**
 * One-click unsubscribe from property alerts, without login: a valid signed token stops every
 * later alert e-mail to that address and withdraws the marketing consent of its alert requests;
 * anything else is a 400.
 */
export async function unsubscribe(payload: Payload, token: string | null, now = Date.now()): Promise<Response> {
  const id = verifyUnsubscribeToken(token)
  if (!id || !/^\d+$/.test(id)) return page('invalid', 400)
  // The requester, not one request: every property alert sent to the same address stops.
  for (const leadId of await sameRequester(payload, id)) {
    await unsubscribeAlert(listingsDb(payload), Number(leadId), now)
    await withdrawMarketingConsent(payload, leadId)
  }
  return page('unsubscribed', 200)
}
