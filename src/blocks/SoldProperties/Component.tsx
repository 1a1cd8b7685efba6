import { parseColor } from '@/domain/color'
import { IslandMessages } from '@/i18n/client-messages'
import { priceText } from '@/domain/listing-display'
import { tr } from '@/ui/l10n'
import type { MapFeature } from '@/ui/map/features'
import { BlockMapLazy as BlockMap } from '@/ui/lazy-islands'
import { PlainText } from '@/ui/PlainText'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'

const inRange = (v: unknown, limit: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit

/** Sold properties map (orientation_x full by default): content markers, plus the feed's sold listings when asked. */
export function SoldProperties({ block, ctx, data: sold }: BlockProps<'sold_properties'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const full = (block.block_params.orientation_x ?? 'full') === 'full'
  const fromContent: MapFeature[] = (f.markers ?? []).flatMap((m) =>
    inRange(m.lat, 90) && inRange(m.lng, 180)
      ? [
          {
            coords: { lat: m.lat, lng: m.lng },
            label: [tr(m.main_title, ctx.locale), tr(m.description, ctx.locale)].filter(Boolean).join(' · ') || null,
          },
        ]
      : [],
  )
  const fromFeed: MapFeature[] = sold.flatMap((c) =>
    c.coords
      ? [
          {
            type: 'property' as const,
            uls: c.uls,
            hover_id: c.hover_id,
            coords: c.coords,
            label: `${ctx.t('PropertyBlocks.sold')} · ${c.address}${c.price ? ` · ${priceText(c.price, ctx.locale)}` : ''}`,
          },
        ]
      : [],
  )
  const colour = f.map_markers_color && parseColor(f.map_markers_color) ? f.map_markers_color : null
  const title = tr(f.main_title, ctx.locale)
  const count = fromContent.length + fromFeed.length
  return (
    <div className={`sold-map${full ? ' sold-map--full' : ' container'}`} data-markers={count}>
      <div className={full ? 'container' : undefined}>
        {title ? <H className="sold-map__title">{title}</H> : null}
        <PlainText text={tr(f.description, ctx.locale)} />
      </div>
      <IslandMessages locale={ctx.locale} namespaces={['Search', 'Listing']}>
        <BlockMap
          className="sold-map__map"
          features={[...fromContent, ...fromFeed]}
          markerColor={colour}
          label={title || ctx.t('PropertyBlocks.soldMapLabel')}
        />
      </IslandMessages>
    </div>
  )
}
