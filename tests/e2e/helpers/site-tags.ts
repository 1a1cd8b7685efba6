import type { Page } from 'playwright-core'

/**
 * Issue 28's outside systems. The demo's chat vendor and its first-party Google tag server are
 * scripts/tag-stand-in.mjs, a real server on this machine (scripts/test.mjs starts it and seeds its origin as
 * DEMO_TAGS_ORIGIN): it serves /chat.js and /gtag/js, and keeps the GA4 hits sent to it (GET /hits). Google itself
 * is unreachable here: any request to it is answered empty at the browser's network boundary, and counted.
 */
export const GOOGLE_ORIGINS = /^https:\/\/[^/]*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//
export const TAGS_ORIGIN = process.env.DEMO_TAGS_ORIGIN || 'http://127.0.0.1:3009'

export type Tags = { requests: string[]; analytics: string[]; chat: string[] }

/**
 * Watches the page's requests to any tag origin (the stand-in's and Google's): all of them, the analytics tag's
 * (its script and its hits, at the tag server or at Google) and the chat script's.
 */
export async function watchTags(page: Page): Promise<Tags> {
  const tags: Tags = { requests: [], analytics: [], chat: [] }
  page.on('request', (r) => {
    const url = r.url()
    const standIn = url.startsWith(`${TAGS_ORIGIN}/`)
    if (GOOGLE_ORIGINS.test(url) || standIn) tags.requests.push(url)
    if (GOOGLE_ORIGINS.test(url) || (standIn && /^\/(gtag\/js|g\/collect)/.test(new URL(url).pathname)))
      tags.analytics.push(url)
    if (standIn && new URL(url).pathname === '/chat.js') tags.chat.push(url)
  })
  await page.route(GOOGLE_ORIGINS, (route) => route.fulfill({ status: 204, body: '' }))
  return tags
}

export type Hit = { tid: string; cid: string; en: string; dl: string; gcs: string } & Record<string, string>

/** The GA4 hits the tag server received, filtered by measurement id, client id and event name. */
export async function hits(filter: { tid?: string; cid?: string; en?: string }): Promise<Hit[]> {
  const res = await fetch(`${TAGS_ORIGIN}/hits?${new URLSearchParams(filter)}`)
  return (await res.json()) as Hit[]
}

/** This browser's GA4 client id, from the first-party `_ga` cookie (`GA1.1.<id>`); '' when there is none. */
export const clientId = async (page: Page) =>
  (await page.evaluate(() => document.cookie.match(/(?:^|; )_ga=GA1\.1\.([0-9.]+)/)?.[1])) ?? ''

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
