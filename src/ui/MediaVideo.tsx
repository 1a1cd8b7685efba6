'use client'
import { useEffect, useRef, useState } from 'react'
import { parseYouTubeUrl, videoFlags, youtubeEmbedUrl } from '@/domain/video-url'
import type { Locale } from '@/domain/locales'

type Source = { url: string; type?: string | null }
export type VideoValue = {
  sources?: Partial<Record<Locale, Source[] | null>> | null
  external_sources?: Partial<Record<Locale, Source[] | null>> | null
  /** A media document, or its id when it was not populated (then there is no poster). */
  poster?: { url: string } | number | null
  autoplay?: boolean | null
  controls?: boolean | null
  loop?: boolean | null
  muted?: boolean | null
}

const pick = (v: VideoValue['sources'], l: Locale) => (v?.[l]?.length ? v[l] : v?.fr) ?? []

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const mq = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReduced(mq.matches)
    const on = () => setReduced(mq.matches)
    mq.addEventListener('change', on)
    return () => mq.removeEventListener('change', on)
  }, [])
  return reduced
}

/** Pause whatever plays when it leaves the viewport. */
function useOutOfViewPause(ref: React.RefObject<HTMLElement | null>, pause: () => void) {
  useEffect(() => {
    const el = ref.current
    if (!el || !('IntersectionObserver' in window)) return
    const io = new IntersectionObserver(([e]) => e && !e.isIntersecting && pause(), { threshold: 0 })
    io.observe(el)
    return () => io.disconnect()
  }, [ref, pause])
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
  const pause = () => {
    videoRef.current?.pause()
    frameRef.current?.contentWindow?.postMessage(
      JSON.stringify({ event: 'command', func: 'pauseVideo', args: [] }),
      '*',
    )
  }
  useOutOfViewPause(wrapRef, pause)
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
  return (
    <div ref={wrapRef} className="media-video-wrap">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the CMS has no captions field yet: an uploaded video carries none */}
      <video
        ref={videoRef}
        className="media-video"
        poster={typeof video.poster === 'object' ? video.poster?.url : undefined}
        autoPlay={flags.autoplay}
        controls={flags.controls && started}
        loop={flags.loop}
        muted={flags.muted}
        playsInline
        onPlay={() => {
          setStarted(true)
          setPlaying(true)
        }}
        onPause={() => setPlaying(false)}
      >
        {sources.map((s) => (
          <source key={s.url} src={s.url} type={s.type ?? undefined} />
        ))}
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
