import type { Page } from 'playwright-core'

/**
 * Issue 28's outside systems. Google is unreachable here: its script and collection endpoints are answered at
 * the network boundary by a stand-in that sends a page view and sets a `_ga` cookie, the way gtag.js does. The
 * demo's chat vendor is scripts/tag-stand-in.mjs, a real server on this machine (scripts/test.mjs starts it
 * and seeds its origin as DEMO_TAGS_ORIGIN).
 */
export const TAG_ORIGINS = /googletagmanager\.com|google-analytics\.com/
export const CHAT_ORIGIN = process.env.DEMO_TAGS_ORIGIN || 'http://127.0.0.1:3009'

const STAND_IN = `(() => {
  const config = (window.dataLayer || []).find((a) => a && a[0] === 'config')
  document.cookie = '_ga=GA1.1.stand-in; path=/'
  fetch('https://region1.google-analytics.com/g/collect?v=2&en=page_view&tid=' + (config ? config[1] : ''), { method: 'POST', mode: 'no-cors' })
})()`

export type Fake = { requests: string[]; pageViews: string[]; chat: string[] }

export async function withFakeGoogle(page: Page): Promise<Fake> {
  const fake: Fake = { requests: [], pageViews: [], chat: [] }
  page.on('request', (r) => {
    if (TAG_ORIGINS.test(r.url())) fake.requests.push(r.url())
    if (r.url().startsWith(CHAT_ORIGIN)) fake.chat.push(r.url())
  })
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN }),
  )
  await page.route(/google-analytics\.com/, (route) => {
    if (route.request().url().includes('en=page_view')) fake.pageViews.push(route.request().url())
    return route.fulfill({ status: 204, body: '' })
  })
  return fake
}

/** The page's dataLayer events of these names, as pushed (an empty list when there is no dataLayer). */
export const pushed = (page: Page, names: string[]) =>
  page.evaluate(
    (names) =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (e) => !!e && typeof e === 'object' && names.includes((e as { event?: string }).event ?? ''),
      ) as Record<string, unknown>[],
    names,
  )

export const CONSENT_WORDS = {
  fr: {
    privacy: 'Votre vie privée',
    acceptAll: 'Tout accepter',
    customize: 'Personnaliser',
    manage: 'Gérer mes témoins',
    analytics: 'Mesure d’audience',
    functional: 'Fonctionnels',
    save: 'Enregistrer mes choix',
  },
  en: {
    privacy: 'Your privacy',
    acceptAll: 'Accept all',
    customize: 'Customize',
    manage: 'Manage cookies',
    analytics: 'Analytics',
    functional: 'Functional',
    save: 'Save my choices',
  },
} as const
