'use client'
import { useEffect, useRef, useState } from 'react'
import { viewportPlayback } from '@/domain/video-playback'
import { parseYouTubeUrl, videoFlags, youtubeEmbedUrl } from '@/domain/video-url'
import { localeRegion, type Locale } from '@/domain/locales'
import { usePrefersReducedMotion } from './use-reduced-motion'

type Source = { url: string; type?: string | null }
export type VideoValue = {
  sources?: Partial<Record<Locale, Source[] | null>> | null
  external_sources?: Partial<Record<Locale, Source[] | null>> | null
  /** A media document, or its id when it was not populated (then there is no poster). */
  poster?: { url: string } | number | null
  /** The WebVTT captions per language (a localized field). */
  captions?: Partial<Record<Locale, string | null>> | null
  autoplay?: boolean | null
  controls?: boolean | null
  loop?: boolean | null
  muted?: boolean | null
}

const pick = (v: VideoValue['sources'], l: Locale) => (v?.[l]?.length ? v[l] : v?.fr) ?? []

/** The captions in the page's language, else the French ones (French is the fallback), named by their own language. */
function captionsFor(c: VideoValue['captions'], locale: Locale): { url: string; lang: Locale } | null {
  const own = c?.[locale]
  if (own) return { url: own, lang: locale }
  return c?.fr ? { url: c.fr, lang: 'fr' } : null
}

type Player = { play: () => void; pause: () => void; userPaused: () => boolean }

/**
 * Plays or pauses a video as it enters or leaves the viewport (viewportPlayback). The observer is made
 * once per autoplay setting: a new observer reports the current state at once, so one per render
 * would pause a video below the fold every time it re-rendered.
 */
function useViewportPlayback(ref: React.RefObject<HTMLElement | null>, autoplay: boolean, player: Player) {
  const latest = useRef(player)
  const inView = useRef(false)
  useEffect(() => {
    latest.current = player
  })
  useEffect(() => {
    const el = ref.current
    if (!el || !('IntersectionObserver' in window)) return
    const io = new IntersectionObserver(([e]) => {
      if (!e) return
      inView.current = e.isIntersecting
      const action = viewportPlayback({ inView: e.isIntersecting, autoplay, userPaused: latest.current.userPaused() })
      if (action) latest.current[action]()
    })
    io.observe(el)
    return () => io.disconnect()
  }, [ref, autoplay])
  return inView
}

/** The spec's video: own sources or YouTube (privacy-enhanced host); no autoplay under reduced motion. */
type Labels = { title: string; unsupported: string; play: string }

export function MediaVideo({ video, locale, labels }: { video?: VideoValue | null; locale: Locale; labels: Labels }) {
  const reduced = usePrefersReducedMotion()
  const videoRef = useRef<HTMLVideoElement>(null)
  const frameRef = useRef<HTMLIFrameElement>(null)
  const wrapRef = useRef<HTMLDivElement>(null)
  const [started, setStarted] = useState(false)
  const [playing, setPlaying] = useState(false)
  const flags = videoFlags(
    {
      autoplay: video?.autoplay ?? undefined,
      controls: video?.controls ?? undefined,
      loop: video?.loop ?? undefined,
      muted: video?.muted ?? undefined,
    },
    reduced,
  )
  const command = (func: 'playVideo' | 'pauseVideo') =>
    frameRef.current?.contentWindow?.postMessage(JSON.stringify({ event: 'command', func, args: [] }), '*')
  // A pause while in view is the visitor's (or the end of a video that does not loop), never one made here.
  const userPaused = useRef(false)
  const inView = useViewportPlayback(wrapRef, flags.autoplay, {
    play: () => {
      videoRef.current?.play().catch(() => undefined)
      command('playVideo')
    },
    pause: () => {
      videoRef.current?.pause()
      command('pauseVideo')
    },
    userPaused: () => userPaused.current,
  })
  // The `muted` attribute only sets the initial state: keep the property in step, since a browser
  // refuses to start unmuted playback by itself.
  useEffect(() => {
    if (videoRef.current) videoRef.current.muted = flags.muted
  }, [flags.muted])
  if (!video) return null
  const external = pick(video.external_sources, locale)[0]
  if (external) {
    const yt = parseYouTubeUrl(external.url)
    if (!yt) {
      console.warn(`Unparsable video URL: ${external.url}`)
      return null
    }
    return (
      <div ref={wrapRef} className="media-video-wrap">
        <iframe
          ref={frameRef}
          className="media-video"
          title={labels.title}
          src={youtubeEmbedUrl(yt.id, { ...flags, start: yt.start })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          loading="lazy"
        />
      </div>
    )
  }
  const sources = pick(video.sources, locale)
  if (!sources.length) return null
  const captions = captionsFor(video.captions, locale)
  return (
    <div ref={wrapRef} className="media-video-wrap">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the track is there whenever the editor gave a captions file */}
      <video
        ref={videoRef}
        className="media-video"
        poster={typeof video.poster === 'object' ? video.poster?.url : undefined}
        preload="metadata"
        controls={flags.controls && started}
        loop={flags.loop}
        muted={flags.muted}
        playsInline
        onPlay={() => {
          userPaused.current = false
          setStarted(true)
          setPlaying(true)
        }}
        onPause={() => {
          userPaused.current = inView.current
          setPlaying(false)
        }}
      >
        {sources.map((s) => (
          <source key={s.url} src={s.url} type={s.type ?? undefined} />
        ))}
        {captions ? (
          <track
            kind="captions"
            src={captions.url}
            srcLang={localeRegion[captions.lang]}
            label={captions.lang === 'fr' ? 'Français' : 'English'}
            default
          />
        ) : null}
        {labels.unsupported}
      </video>
      {!playing && (!flags.controls || !started) ? (
        <button type="button" className="media-video__play" onClick={() => void videoRef.current?.play()}>
          <span className="visually-hidden">{labels.play}</span>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </button>
      ) : null}
    </div>
  )
}
