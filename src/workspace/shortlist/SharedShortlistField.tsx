import type { ServerComponentProps } from 'payload'
import { adminLanguage, formatAdminDate } from '@/domain/admin-words'
import { routeHref } from '@/domain/route-keys'
import type { StoredShortlist } from '@/leads/shared-shortlist'
import { publicUrl } from '@/leads/admin/QuickActions'
import { attachedCards } from './shortlist-data'
import { shortlistAdminLabels } from './shortlist-labels'
import { ShortlistCardList } from './ShortlistCards'

type Props = Pick<ServerComponentProps, 'data' | 'i18n' | 'payload'>

/**
 * The favourites and saved searches a visitor attached to their lead, with their consent (issue 31 item 5): each
 * listing as a card with today's price and status, in the admin's language; each search with a link to reopen it.
 * Nothing when none was attached.
 */
export async function SharedShortlistField({ data, i18n, payload }: Props) {
  const lead = (data ?? {}) as { shared_shortlist?: StoredShortlist | null; tenant?: unknown; locale?: string | null }
  const shared = lead.shared_shortlist
  if (!shared || (!shared.favourites?.length && !shared.searches?.length)) return null
  const lang = adminLanguage(i18n.language)
  const t = shortlistAdminLabels(lang)
  const { domain, cards } = await attachedCards(payload, lead.tenant, shared.favourites ?? [], lang)
  const searchBase = routeHref('properties', lead.locale === 'en' ? 'en' : 'fr')
  return (
    <section className="lead-shortlist" aria-labelledby="lead-shortlist-title" style={{ marginBottom: 'var(--base)' }}>
      <h3 id="lead-shortlist-title" style={{ margin: '0 0 4px' }}>
        {t.title}
      </h3>
      <p style={{ margin: '0 0 12px' }}>{t.intro(formatAdminDate(shared.consent?.recorded_at, lang))}</p>
      {shared.favourites?.length ? (
        <>
          <h4 style={{ margin: '0 0 8px' }}>{t.favourites(shared.favourites.length)}</h4>
          <ShortlistCardList keys={shared.favourites} cards={cards} t={t} link={(p) => publicUrl(p, domain)} />
        </>
      ) : null}
      {shared.searches?.length ? (
        <>
          <h4 style={{ margin: '16px 0 8px' }}>{t.searches(shared.searches.length)}</h4>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {shared.searches.map((s, i) => (
              <li key={i}>
                <a href={publicUrl(`${searchBase}?${s.query}`, domain)} target="_blank" rel="noopener noreferrer">
                  {s.name}
                </a>{' '}
                <code style={{ fontSize: 12 }}>{s.query || t.allListings}</code>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
