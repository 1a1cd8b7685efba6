import { formatPrice } from '@/domain/format'
import type { Locale } from '@/domain/locales'
import { MAX_LISTINGS_PER_ALERT } from '@/domain/property-alert-match'
import { propertyTypeLabel } from '@/domain/property-types'
import { messages } from '@/i18n/messages'
import { fill } from '@/leads/messages'
import { addressOf, listingUrl } from '../search/cards'

export type AlertEmailListing = {
  uls: string
  street: string
  city: string | null
  type_code: string
  price: number
  bedrooms: number
  bathrooms: number
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The property-alert e-mail in the requester's language: the new matching listings (up to
 * MAX_LISTINGS_PER_ALERT, the rest counted) with links to their pages, and the one-click
 * unsubscribe link (also as List-Unsubscribe, RFC 8058).
 */
export function composeAlertEmail(input: {
  locale: Locale
  name: string
  siteName: string
  origin: string
  unsubscribeUrl: string
  listings: AlertEmailListing[]
}) {
  const { locale, origin } = input
  const m = messages[locale].PropertyAlertEmail
  const shown = input.listings.slice(0, MAX_LISTINGS_PER_ALERT)
  const rest = input.listings.length - shown.length
  const items = shown.map((l) => ({
    url: `${origin}${listingUrl(locale, l)}`,
    title: `${propertyTypeLabel(l.type_code, locale)} — ${addressOf(l)}`,
    facts: `${formatPrice(l.price, locale)} · ${fill(m.rooms, { bedrooms: String(l.bedrooms), bathrooms: String(l.bathrooms) })}`,
  }))
  const intro = fill(m.intro, { name: input.name, site: input.siteName })
  const more = rest > 0 ? fill(m.more, { count: String(rest) }) : ''
  const text = [
    intro,
    '',
    ...items.flatMap((i) => [i.title, i.facts, i.url, '']),
    ...(more ? [more, ''] : []),
    m.why,
    fill(m.unsubscribeLine, { url: input.unsubscribeUrl }),
  ].join('\n')
  const html = `<p>${escapeHtml(intro)}</p><ul>${items
    .map((i) => `<li><a href="${escapeHtml(i.url)}">${escapeHtml(i.title)}</a><br>${escapeHtml(i.facts)}</li>`)
    .join(
      '',
    )}</ul>${more ? `<p>${escapeHtml(more)}</p>` : ''}<p><small>${escapeHtml(m.why)} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(m.unsubscribe)}</a></small></p>`
  return {
    subject: fill(m.subject, { count: String(input.listings.length), site: input.siteName }),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
