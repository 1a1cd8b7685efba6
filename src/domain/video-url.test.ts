import { describe, it, expect } from 'vitest'
import { parseYouTubeTime, parseYouTubeUrl, videoDefaults, videoFlags, youtubeEmbedUrl } from './video-url'

const ID = 'dQw4w9WgXcQ'

describe('parseYouTubeUrl', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, 0],
    [`https://youtube.com/watch?feature=share&v=${ID}&t=90`, 90],
    [`https://m.youtube.com/watch?v=${ID}&t=1m30s`, 90],
    [`https://youtu.be/${ID}?t=1h2m3s`, 3723],
    [`https://youtu.be/${ID}?si=abc`, 0],
    [`https://www.youtube.com/embed/${ID}?start=42`, 42],
    [`https://www.youtube.com/shorts/${ID}`, 0],
    [`https://www.youtube.com/live/${ID}?t=15s`, 15],
    [`https://www.youtube-nocookie.com/embed/${ID}`, 0],
    [`youtube.com/watch?v=${ID}#t=30`, 30],
  ])('parses %s', (url, start) => {
    expect(parseYouTubeUrl(url)).toEqual({ id: ID, start })
  })

  it.each([
    '',
    'not a url',
    'https://vimeo.com/123456',
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}x`,
    `https://evil.com/embed/${ID}`,
    `https://youtube.com.evil.com/watch?v=${ID}`,
    `javascript://youtube.com/watch?v=${ID}`,
    'https://www.youtube.com/channel/UC1234567890',
  ])('rejects %j', (url) => {
    expect(parseYouTubeUrl(url)).toBeNull()
  })
})

describe('parseYouTubeTime', () => {
  it('handles the supported formats', () => {
    expect(parseYouTubeTime('90')).toBe(90)
    expect(parseYouTubeTime('90s')).toBe(90)
    expect(parseYouTubeTime('2m')).toBe(120)
    expect(parseYouTubeTime('1h')).toBe(3600)
    expect(parseYouTubeTime('abc')).toBe(0)
    expect(parseYouTubeTime('')).toBe(0)
    expect(parseYouTubeTime(null)).toBe(0)
  })
})

describe('youtubeEmbedUrl', () => {
  it('builds a nocookie URL with loop playlist and start', () => {
    const url = new URL(youtubeEmbedUrl(ID, { start: 30, autoplay: true, controls: false, loop: true, muted: true }))
    expect(url.origin + url.pathname).toBe(`https://www.youtube-nocookie.com/embed/${ID}`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoplay: '1',
      controls: '0',
      mute: '1',
      loop: '1',
      playlist: ID,
      start: '30',
      playsinline: '1',
      rel: '0',
      enablejsapi: '1',
    })
  })

  it('omits loop, playlist and start when not needed', () => {
    const url = new URL(youtubeEmbedUrl(ID, { controls: true }))
    expect(url.searchParams.get('autoplay')).toBe('0')
    expect(url.searchParams.get('controls')).toBe('1')
    expect(url.searchParams.get('mute')).toBe('0')
    expect(url.searchParams.has('loop')).toBe(false)
    expect(url.searchParams.has('playlist')).toBe(false)
    expect(url.searchParams.has('start')).toBe(false)
  })
})

describe('videoFlags', () => {
  it('applies defaults', () => {
    expect(videoDefaults).toEqual({ autoplay: false, controls: false, loop: true, muted: true })
    expect(videoFlags({ autoplay: true, loop: false }, false)).toEqual({
      autoplay: true,
      controls: false,
      loop: false,
      muted: true,
    })
  })

  it('forces autoplay off under reduced motion', () => {
    expect(videoFlags({ autoplay: true }, true).autoplay).toBe(false)
  })
})
