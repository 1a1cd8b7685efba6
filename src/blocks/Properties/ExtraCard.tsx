import Link from 'next/link'
import { Glyph } from '@/ui/icons/Glyph'
import { arrowRightNode } from '@/ui/icons/nodes/arrow-right'
import { routeHref } from '@/domain/route-keys'
import { CmsLink } from '@/ui/CmsLink'
import { tr } from '@/ui/l10n'
import type { LinkValue } from '@/ui/link-value'
import type { RenderContext } from '@/ui/render-context'
import type { L } from '../shared'

export type ExtraCardFields = { main_title?: L; description?: L; cta?: LinkValue | null }

/** The card closing a properties grid or slider: the editor's text, else an invitation to get in touch. */
export function ExtraCard({
  card,
  ctx,
  headingLevel: H,
}: {
  card?: ExtraCardFields | null
  ctx: RenderContext
  headingLevel: 'h2' | 'h3'
}) {
  const title = tr(card?.main_title, ctx.locale) || ctx.t('PropertyBlocks.extraTitle')
  const text = tr(card?.description, ctx.locale) || ctx.t('PropertyBlocks.extraText')
  const hasCta = Boolean(card?.cta && tr(card.cta.url, ctx.locale))
  return (
    <div className="extra-card">
      <H className="extra-card__title">{title}</H>
      <p>{text}</p>
      {hasCta ? (
        <CmsLink link={card!.cta} ctx={ctx} className="extra-card__cta" />
      ) : (
        <Link prefetch={false} className="btn btn--solid extra-card__cta" href={routeHref('contact', ctx.locale)}>
          <span>{ctx.t('PropertyBlocks.extraCta')}</span> <Glyph node={arrowRightNode} size={18} />
        </Link>
      )}
    </div>
  )
}

/** Map markers of listing cards: coordinates, price tooltip and the listing popup. */
/** The cards' markers: a listing without coordinates has none. */
export const cardFeatures = (
  cards: Array<{ uls: string; hover_id: number; price: number; coords: { lat: number; lng: number } | null }>,
) =>
  cards.flatMap((c) =>
    c.coords ? [{ type: 'property' as const, uls: c.uls, hover_id: c.hover_id, price: c.price, coords: c.coords }] : [],
  )
