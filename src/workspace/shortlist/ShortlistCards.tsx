import type { PropertyCard, ShortlistData } from '@/contract/core-api'
import { priceText } from '@/domain/listing-display'
import type { ShortlistAdminLabels } from './shortlist-labels'

type Props = {
  keys: string[]
  cards: ShortlistData | null
  t: ShortlistAdminLabels
  /** The listing's public address on the lead's site. */
  link: (path: string) => string
}

const grid = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
} as const
const card = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 6,
  overflow: 'hidden',
  background: 'var(--theme-elevation-0)',
} as const

function Card({ p, t, link }: { p: PropertyCard; t: ShortlistAdminLabels; link: Props['link'] }) {
  const lang = t.lang
  const image = p.property_image ?? p.carousel_images[0] ?? null
  return (
    <li style={card} data-uls={p.uls} data-status={p.status}>
      {image ? (
        <img src={image} alt="" width={320} height={180} style={{ width: '100%', height: 120, objectFit: 'cover' }} />
      ) : null}
      <div style={{ padding: '8px 12px 12px' }}>
        <p style={{ margin: 0, fontWeight: 600 }}>{priceText(p.price, lang) ?? '—'}</p>
        <p style={{ margin: '2px 0' }}>{p.address}</p>
        <p style={{ margin: '2px 0', fontSize: 13 }}>
          {p.type} · {p.uls} · <strong>{t.status[p.status] ?? p.status}</strong>
        </p>
        <a href={link(p.url)} target="_blank" rel="noopener noreferrer">
          {t.open}
          <span className="sr-only">{` : ${p.address}`}</span>
        </a>
      </div>
    </li>
  )
}

/** The attached listings as cards with today's price and status, in the order the visitor saved them. */
export function ShortlistCardList({ keys, cards, t, link }: Props) {
  if (!cards) return <p>{`${t.unavailable} ${keys.join(', ')}`}</p>
  const byKey = new Map(cards.properties.map((p) => [p.uls, p]))
  return (
    <ul style={grid}>
      {keys.map((k) => {
        const p = byKey.get(k)
        return p ? (
          <Card key={k} p={p} t={t} link={link} />
        ) : (
          <li key={k} style={{ ...card, padding: 12 }} data-uls={k} data-status="gone">
            {t.gone(k)}
          </li>
        )
      })}
    </ul>
  )
}
