'use client'
import { useCarouselRoles } from './carousel-roles'
import { useLazyEmbla } from '@/ui/catalogue/use-lazy-embla'
import { Glyph } from '@/ui/icons/Glyph'
import { chevronLeftNode } from '@/ui/icons/nodes/chevron-left'
import { chevronRightNode } from '@/ui/icons/nodes/chevron-right'
import { pauseNode } from '@/ui/icons/nodes/pause'
import { playNode } from '@/ui/icons/nodes/play'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { CAROUSEL_ANIMATION_MS, carouselHasControls } from '@/domain/catalogue'
import { MEMBERS_THUMBS } from '@/domain/places'

export type ThumbsLabels = {
  carousel: string
  thumbs: string
  previous: string
  next: string
  pause: string
  play: string
  slide: string[]
  thumb: string[]
}

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Members carousel with thumbnails (spec 2 §9): one member at a time, autoplay every 5000 ms (held
 * while hovered or focused, a pause button, none under reduced motion), previous/next, and a row of
 * 80 px thumbnails that pick the member. A single member shows no controls and does not move.
 */
export function ThumbsCarousel({
  slides,
  thumbs,
  labels,
}: {
  slides: ReactNode[]
  thumbs: ReactNode[]
  labels: ThumbsLabels
}) {
  const roles = useCarouselRoles()
  const nav = carouselHasControls(slides.length)
  const [ref, api, run] = useLazyEmbla({ loop: nav, active: nav, align: 'start', duration: CAROUSEL_ANIMATION_MS / 10 })
  const [current, setCurrent] = useState(0)
  const [playing, setPlaying] = useState(nav)
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (reducedMotion()) setPlaying(false)
  }, [])
  const sync = useCallback(() => {
    if (api) setCurrent(api.selectedScrollSnap())
  }, [api])
  useEffect(() => {
    if (!api) return
    sync()
    api.on('select', sync).on('reInit', sync)
    return () => {
      api.off('select', sync).off('reInit', sync)
    }
  }, [api, sync])
  const running = nav && playing && !held
  const strip = useRef<HTMLUListElement>(null)
  // Keep the current thumbnail in view in a strip narrower than its thumbnails (phones), without scrolling the page.
  useEffect(() => {
    const list = strip.current
    const thumb = list?.children[current] as HTMLElement | undefined
    if (list && thumb && list.scrollWidth > list.clientWidth)
      list.scrollTo({ left: thumb.offsetLeft - (list.clientWidth - thumb.offsetWidth) / 2, behavior: 'smooth' })
  }, [current])
  useEffect(() => {
    if (!api || !running) return
    const timer = setTimeout(() => api.scrollNext(), MEMBERS_THUMBS.autoplayMs)
    return () => clearTimeout(timer)
  }, [api, running, current])
  return (
    <section
      className="thumbs-carousel"
      aria-roledescription={roles.carousel}
      aria-label={labels.carousel}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHeld(false)
      }}
    >
      <div className="carousel__viewport" ref={ref}>
        <div className="carousel__track" aria-live={running ? 'off' : 'polite'}>
          {slides.map((s, i) => (
            <div
              key={i}
              className="carousel__slide"
              role="group"
              aria-roledescription={roles.slide}
              aria-label={labels.slide[i]}
              inert={nav && i !== current}
            >
              {s}
            </div>
          ))}
        </div>
      </div>
      {nav ? (
        <div className="thumbs-carousel__controls">
          <button
            type="button"
            className="carousel-btn"
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? labels.pause : labels.play}
          >
            {playing ? <Glyph node={pauseNode} size={18} /> : <Glyph node={playNode} size={18} />}
          </button>
          <button
            type="button"
            className="carousel-btn"
            onClick={() => run((a) => a.scrollPrev())}
            aria-label={labels.previous}
          >
            <Glyph node={chevronLeftNode} />
          </button>
          <ul
            ref={strip}
            className="thumbs-carousel__thumbs"
            aria-label={labels.thumbs}
            style={{ ['--thumb' as string]: `${MEMBERS_THUMBS.thumbWidth}px` }}
          >
            {thumbs.map((t, i) => (
              <li key={i}>
                <button
                  type="button"
                  className="thumbs-carousel__thumb"
                  aria-label={labels.thumb[i]}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => run((a) => a.scrollTo(i))}
                >
                  {t}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="carousel-btn"
            onClick={() => run((a) => a.scrollNext())}
            aria-label={labels.next}
          >
            <Glyph node={chevronRightNode} />
          </button>
        </div>
      ) : null}
    </section>
  )
}
