import { parseColor } from '@/domain/color'
import { coreMarkers, placeDirectionsHref, validCoords, type Coords } from '@/domain/places'
import { CmsLink } from '@/ui/CmsLink'
import { tr } from '@/ui/l10n'
import type { LinkValue } from '@/ui/link-value'
import { PlacesMapLazy as PlacesMap } from '@/ui/lazy-islands'
import { PlainText } from '@/ui/PlainText'
import { DirectionsLink, placesMapLabels } from '../CoordinatesMap/labels'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'

type Place = {
  id: string
  coords: Coords | null
  title: string
  description: string | null
  address: string | null
  cta?: LinkValue | null
}

/**
 * Full-width map with markers (spec 2 §3 "Map markers", "Map marker (popup)"): the markers of core
 * data `mapMarkers` when the server supplies it, else the block's rows. Each marker's popup shows its
 * title, text and call to action; the places are also listed after the map (keyboard: "show on the
 * map" opens the popup) with a directions link from the address, or the coordinates. A place without
 * coordinates is listed without a marker.
 */
export function FullWidthMap({ block, ctx }: BlockProps<'full_width_map'>) {
  const f = block.fields
  const { locale, t } = ctx
  const H = headingTag(ctx)
  const Item = H === 'h1' ? 'h2' : 'h3'
  const title = tr(f.main_title, locale)
  const core = coreMarkers(block.block_params.core_data?.mapMarkers, locale)
  const places: Place[] = core
    ? core.map((m, i) => ({
        id: `core-${i}`,
        coords: m.coords,
        title: m.main_title || t('Places.mapLabel'),
        description: m.description,
        address: m.address,
      }))
    : (f.map_markers_repeater ?? []).flatMap((m, i) => {
        const name = tr(m.main_title, locale)
        return name
          ? [
              {
                id: m.id ?? String(i),
                coords: validCoords(m.lat, m.lng),
                title: name,
                description: tr(m.description, locale) ?? null,
                address: tr(m.address, locale) ?? null,
                cta: m.cta,
              },
            ]
          : []
      })
  const colour = f.map_markers_color && parseColor(f.map_markers_color) ? f.map_markers_color : null
  const label = title || t('Places.mapLabel')
  const intro = tr(f.description, locale)
  const body = (p: Place, heading: boolean) => {
    const directions = placeDirectionsHref(p.address, p.coords)
    const Title = heading ? Item : 'p'
    return (
      <>
        <Title className="place__title">{p.title}</Title>
        {p.address ? <p className="place__address">{p.address}</p> : null}
        {!p.coords && heading ? <p className="place__note">{t('Places.noCoords')}</p> : null}
        <PlainText text={p.description} className="place__text" />
        <div className="place__links">
          {p.cta ? <CmsLink link={p.cta} ctx={ctx} /> : null}
          {directions ? <DirectionsLink href={directions} name={p.title} ctx={ctx} /> : null}
        </div>
      </>
    )
  }
  return (
    <section className="full-map" aria-label={label}>
      {title || intro ? (
        <div className="container full-map__head">
          {title ? <H className="full-map__title">{title}</H> : null}
          <PlainText text={intro} />
        </div>
      ) : null}
      {places.length ? (
        <PlacesMap
          className="full-map__map"
          listClassName="container"
          markerColor={colour}
          labels={placesMapLabels(
            ctx,
            t('Places.mapOf', { name: label }),
            title ? t('Places.placesList', { name: title }) : t('Places.placesListDefault'),
          )}
          places={places.map((p) => ({
            id: p.id,
            coords: p.coords,
            title: p.title,
            popup: body(p, false),
            entry: body(p, true),
            showLabel: t('Places.showOnMap', { name: p.title }),
          }))}
        />
      ) : null}
    </section>
  )
}
