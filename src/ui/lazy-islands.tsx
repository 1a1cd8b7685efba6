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
export const LivePreviewListenerLazy = dynamic(() => import('./shell/LivePreviewListener').then((m) => m.LivePreviewListener))
