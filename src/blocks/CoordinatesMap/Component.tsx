import { Glyph } from '@/ui/icons/Glyph'
import { mapPinNode } from '@/ui/icons/nodes/map-pin'
import { parseColor } from '@/domain/color'
import { placeDirectionsHref, validCoords } from '@/domain/places'
import { CmsLink } from '@/ui/CmsLink'
import { Icon } from '@/ui/Icon'
import { tr } from '@/ui/l10n'
import { PlacesMapLazy as PlacesMap } from '@/ui/lazy-islands'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { DirectionsLink, placesMapLabels } from './labels'

/**
 * Coordinates map (spec 2 §3): a place's details (list items, icon links, call to action and a
 * directions link built from its address) beside its map, on the side given by orientation_x.
 * Without valid coordinates the details show alone, without a map.
 */
export function CoordinatesMap({ block, ctx }: BlockProps<'coordinates_map'>) {
  const f = block.fields
  const { locale, t } = ctx
  const H = headingTag(ctx)
  const title = tr(f.main_title, locale)
  const address = tr(f.address, locale)
  const name = title || address || t('Places.details')
  const coords = (f.map_markers_repeater ?? []).flatMap((m, i) => {
    const c = validCoords(m.lat, m.lng)
    return c ? [{ id: m.id ?? String(i), coords: c, title: tr(m.main_title, locale) || name }] : []
  })
  const directions = placeDirectionsHref(address, coords[0]?.coords)
  const items = (f.list_items_repeater ?? []).filter((i) => tr(i.main_title, locale))
  const links = f.icon_links_repeater ?? []
  const colour = f.map_markers_color && parseColor(f.map_markers_color) ? f.map_markers_color : null
  const right = block.block_params.orientation_x === 'right'
  return (
    <section
      className={`coords-map container${right ? ' coords-map--reverse' : ''}${coords.length ? '' : ' coords-map--no-map'}`}
      aria-label={name}
    >
      <div className="coords-map__details">
        {title ? <H className="coords-map__title">{title}</H> : null}
        {address ? (
          <p className="coords-map__address">
            <Glyph node={mapPinNode} size={18} /> {address}
          </p>
        ) : null}
        {items.length ? (
          <dl className="coords-map__list">
            {items.map((i, n) => (
              <div key={i.id ?? n}>
                <dt>
                  {i.icon?.type ? <Icon name={i.icon.type} weight={i.icon.font_weight} size={18} /> : null}
                  {tr(i.main_title, locale)}
                </dt>
                {tr(i.description, locale) ? <dd>{tr(i.description, locale)}</dd> : null}
              </div>
            ))}
          </dl>
        ) : null}
        {links.length ? (
          <ul className="coords-map__links">
            {links.map((l, n) => (
              <li key={l.id ?? n}>
                <CmsLink link={l.link} ctx={ctx}>
                  <Icon name={l.icon?.type} size={20} />
                  <span>{tr(l.link?.text, locale)}</span>
                </CmsLink>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="cta-list">
          {directions ? <DirectionsLink href={directions} name={name} ctx={ctx} className="btn btn--solid" /> : null}
          <CmsLink link={f.cta} ctx={ctx} />
        </div>
      </div>
      {coords.length ? (
        <PlacesMap
          className="coords-map__map"
          markerColor={colour}
          labels={placesMapLabels(ctx, t('Places.mapOf', { name }))}
          places={coords.map((c) => ({
            ...c,
            popup: (
              <>
                <p className="place-popup__title">{c.title}</p>
                {address ? <p>{address}</p> : null}
              </>
            ),
          }))}
        />
      ) : null}
    </section>
  )
}
