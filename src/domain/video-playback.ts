/** What a video does when it enters or leaves the viewport (spec 2 "Video"). */
export type ViewportPlayback = 'play' | 'pause' | null

/**
 * A non-autoplay video pauses when it leaves the viewport and waits for the visitor to start it again.
 * An autoplay video (never one under reduced motion: `autoplay` is already false then) plays when it
 * is in view, unless the visitor paused it there; out of view it is left alone.
 */
export function viewportPlayback(s: { inView: boolean; autoplay: boolean; userPaused: boolean }): ViewportPlayback {
  if (!s.inView) return s.autoplay ? null : 'pause'
  return s.autoplay && !s.userPaused ? 'play' : null
}
