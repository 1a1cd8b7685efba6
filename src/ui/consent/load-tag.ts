import { CONSENT_MODE_DEFAULTS, consentModeOf, type ConsentChoice } from '@/domain/consent'
import type { SiteTag } from '@/domain/site-tags'

type TagWindow = Window & {
  dataLayer?: unknown[]
  gtag?: (...args: unknown[]) => void
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[][]; callMethod?: (...a: unknown[]) => void }
  _fbq?: unknown
  __consentModeSet?: boolean
  __siteTagProviders?: string[]
}

const w = () => window as TagWindow

/** The page's nonce (Next.js puts it on its own scripts; the browser keeps it in the `nonce` property only). */
const pageNonce = () => document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''

function inject(tag: SiteTag, src: string): HTMLScriptElement {
  const el = document.createElement('script')
  el.src = src
  el.async = true
  el.nonce = pageNonce()
  el.dataset.siteTag = tag.name
  el.onerror = () => console.warn('Failed to load site tag', tag.name)
  ;(tag.placement === 'head' ? document.head : document.body).appendChild(el)
  return el
}

/** gtag and Google Consent Mode v2: every storage denied by default, then the visitor's choice as an update. */
function googleConsent(choice: ConsentChoice | null) {
  const win = w()
  win.dataLayer = win.dataLayer ?? []
  if (!win.gtag) {
    win.gtag = function gtag() {
      // gtag.js reads Arguments objects from dataLayer, not arrays.
      // eslint-disable-next-line prefer-rest-params
      win.dataLayer!.push(arguments)
    }
  }
  if (!win.__consentModeSet) {
    win.gtag('consent', 'default', { ...CONSENT_MODE_DEFAULTS })
    win.__consentModeSet = true
  }
  win.gtag('consent', 'update', consentModeOf(choice))
}

/** Sends the visitor's current choice to Google's consent mode (when a Google tag is on the page). */
export function updateGoogleConsent(choice: ConsentChoice | null) {
  if (w().__consentModeSet) w().gtag?.('consent', 'update', consentModeOf(choice))
}

function metaPixel(id: string) {
  const win = w()
  if (!win.fbq) {
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args)
      else fbq.queue!.push(args)
    }) as NonNullable<TagWindow['fbq']>
    Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] })
    win.fbq = fbq
    win._fbq = fbq
  }
  win.fbq('consent', 'grant')
  win.fbq('init', id)
  win.fbq('track', 'PageView')
}

const GOOGLE = 'https://www.googletagmanager.com'

/**
 * Loads one tag (its consent already given): the provider's set-up, then its script with the page's nonce. A
 * Google tag with the site's own tag server loads from it and sends its hits there (`transport_url`).
 */
export function loadTag(tag: SiteTag, choice: ConsentChoice | null): HTMLScriptElement {
  w().__siteTagProviders = [...(w().__siteTagProviders ?? []), tag.provider]
  switch (tag.provider) {
    case 'ga4':
      googleConsent(choice)
      w().gtag!('js', new Date())
      w().gtag!('config', tag.tagId, ...(tag.origin ? [{ transport_url: tag.origin }] : []))
      return inject(tag, `${tag.origin ?? GOOGLE}/gtag/js?id=${encodeURIComponent(tag.tagId!)}`)
    case 'gtm':
      googleConsent(choice)
      w().dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
      return inject(tag, `${tag.origin ?? GOOGLE}/gtm.js?id=${encodeURIComponent(tag.tagId!)}`)
    case 'meta':
      metaPixel(tag.tagId!)
      return inject(tag, 'https://connect.facebook.net/en_US/fbevents.js')
    default:
      return inject(tag, tag.scriptUrl!)
  }
}
