import { allows, withdrawn, type ConsentChoice } from '@/domain/consent'
import type { SiteTag } from '@/domain/site-tags'
import { CONSENT_CHANGE, readConsent } from './store'
import { loadTag, updateGoogleConsent } from './load-tag'
import { trackConversion } from './track'
import type { ConversionWindow } from './conversion'

/** Phone and e-mail link clicks anywhere on the page, as conversion events (sent only with analytics accepted). */
function contactClick(e: MouseEvent, site: string) {
  const href = (e.target as Element | null)?.closest?.('a[href]')?.getAttribute('href') ?? ''
  if (href.startsWith('tel:')) trackConversion('phone_click', { site })
  else if (href.startsWith('mailto:')) trackConversion('email_click', { site })
}

/**
 * From now on the islands' conversion events (src/ui/consent/conversion.ts) go straight to trackConversion; the
 * ones this page kept while the tags' code loaded (analytics already accepted then) are sent now.
 */
function takeConversions(choice: ConsentChoice | null) {
  const w = window as ConversionWindow
  w.__trackConversion = trackConversion
  if (!allows(choice, 'analytics')) return
  for (const [name, params] of w.__conversions?.splice(0) ?? []) trackConversion(name, params)
}

/** Tags already in this document, by identity: a client-side navigation never loads a tag twice. */
const loaded = new Map<string, HTMLScriptElement>()
const keyOf = (t: SiteTag) => `${t.provider}|${t.tagId ?? t.scriptUrl}`
let started = false

/**
 * The site's own tags (issue 28), started by the consent tool once one of them is allowed (never
 * before: a page with tags loads no more JavaScript before consent than one without). Puts in the page
 * every tag whose category is accepted; accepting more loads them without a reload; withdrawing a
 * category one of them uses removes them and reloads the page.
 */
export function startSiteTags(tags: SiteTag[], site: string) {
  if (started) return
  started = true
  let current = readConsent()
  const loadAllowed = (choice: ConsentChoice | null) => {
    for (const tag of tags)
      if (!loaded.has(keyOf(tag)) && allows(choice, tag.category)) loaded.set(keyOf(tag), loadTag(tag, choice))
  }
  loadAllowed(current)
  takeConversions(current)
  window.addEventListener(CONSENT_CHANGE, (e: Event) => {
    const next = (e as CustomEvent<ConsentChoice>).detail
    const gone = withdrawn(current, next)
    current = next
    if (tags.some((t) => (gone as string[]).includes(t.category))) {
      loaded.forEach((el) => el.remove())
      window.location.reload()
      return
    }
    updateGoogleConsent(next)
    loadAllowed(next)
    takeConversions(next)
  })
  document.addEventListener('click', (e) => contactClick(e, site), true)
}
