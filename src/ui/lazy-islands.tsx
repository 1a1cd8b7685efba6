'use client'
import dynamic from 'next/dynamic'

// Client islands only some pages render. A server component importing a client component puts it in
// the JavaScript of every page of the catch-all route; through these next/dynamic wrappers (still
// server-rendered) only the pages that render one download its code.

/** Hero video (HeroContent1). */
export const MediaVideoLazy = dynamic(() => import('./MediaVideo').then((m) => m.MediaVideo))
/** Edit mode's per-block strip (signed-in editors with ?edit=1). */
export const EditStripLazy = dynamic(() => import('./edit/EditStrip').then((m) => m.EditStrip))
/** Draft preview refresher. */
export const LivePreviewListenerLazy = dynamic(() =>
  import('./shell/LivePreviewListener').then((m) => m.LivePreviewListener),
)
/** A block's map of fixed markers (Properties, SoldProperties): its gateway and lazy loader. */
export const BlockMapLazy = dynamic(() => import('./map/BlockMap').then((m) => m.BlockMap))
/** A map of fixed places with popups and an optional list (CoordinatesMap, FullWidthMap): gateway, lazy Leaflet. */
export const PlacesMapLazy = dynamic(() => import('./map/PlacesMap.client').then((m) => m.PlacesMap))
