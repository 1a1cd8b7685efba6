import { describe, expect, it } from 'vitest'
import { viewportPlayback } from './video-playback'

describe('viewportPlayback', () => {
  it('pauses a non-autoplay video that leaves the viewport, and does not restart it when it comes back', () => {
    expect(viewportPlayback({ inView: false, autoplay: false, userPaused: false })).toBe('pause')
    expect(viewportPlayback({ inView: true, autoplay: false, userPaused: false })).toBeNull()
  })

  it('plays an autoplay video whenever it is in view, and leaves it alone out of view', () => {
    expect(viewportPlayback({ inView: true, autoplay: true, userPaused: false })).toBe('play')
    expect(viewportPlayback({ inView: false, autoplay: true, userPaused: false })).toBeNull()
  })

  it('does not restart an autoplay video the visitor paused', () => {
    expect(viewportPlayback({ inView: true, autoplay: true, userPaused: true })).toBeNull()
  })
})
