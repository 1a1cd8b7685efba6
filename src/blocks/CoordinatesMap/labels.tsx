import { Glyph } from '@/ui/icons/Glyph'
import { mapPinNode } from '@/ui/icons/nodes/map-pin'
import type { PlacesMapLabels } from '@/ui/map/PlacesMap.client'
import type { RenderContext } from '@/ui/render-context'

/** The places map's strings in the visitor's language (islands get their strings as props). */
export const placesMapLabels = (ctx: RenderContext, map: string, list?: string): PlacesMapLabels => ({
  map,
  list,
  loading: ctx.t('Search.mapLoading'),
  activate: ctx.t('Search.mapActivate'),
  osm: ctx.t('Search.osm'),
  zoomIn: ctx.t('Search.zoomIn'),
  zoomOut: ctx.t('Search.zoomOut'),
})

/** A directions link (Google Maps, new tab) whose accessible name says where it leads. */
export function DirectionsLink({
  href,
  name,
  ctx,
  className = 'link',
}: {
  href: string
  name: string
  ctx: RenderContext
  className?: string
}) {
  return (
    <a className={`${className} directions-link`} href={href} target="_blank" rel="noopener noreferrer">
      <Glyph node={mapPinNode} size={18} /> <span>{ctx.t('Places.directions')}</span>
      <span className="visually-hidden">
        {' '}
        — {name} {ctx.t('Links.newTab')}
      </span>
    </a>
  )
}
