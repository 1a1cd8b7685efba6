'use client'
import { useCarouselRoles } from './carousel-roles'
import { useLazyEmbla } from '@/ui/catalogue/use-lazy-embla'
import { Glyph } from '@/ui/icons/Glyph'
import { chevronLeftNode } from '@/ui/icons/nodes/chevron-left'
import { chevronRightNode } from '@/ui/icons/nodes/chevron-right'
import { pauseNode } from '@/ui/icons/nodes/pause'
import { playNode } from '@/ui/icons/nodes/play'
import { Children, useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react'
import { CAROUSEL_ANIMATION_MS, carouselHasControls } from '@/domain/catalogue'

/** Strings from the server; `dot` and `count` are templates with {n} / {current} and {total}. */
export type CarouselLabels = {
  previous: string
  next: string
  pause: string
  play: string
  slide: string[]
  dot: string
  count: string
}

// The members carousel with thumbnails shares this module's chunk, so a page with both loads embla once.
export { ThumbsCarousel, type ThumbsLabels } from './ThumbsCarousel'

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''))

type Props = {
  label: string
  labels: CarouselLabels
  children: ReactNode
  /** Autoplay delay; none when omitted (and never when the visitor prefers reduced motion). */
  autoplayMs?: number
  /** Slides moved by one step (3 for carousel cards). */
  step?: number
  dots?: boolean
  count?: boolean
  /** CSS class of the block using it: sets the slide widths. */
  className?: string
}

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The one carousel engine of the content blocks (embla): previous/next buttons, optional dots and
 * "2 / 5" count, arrow keys on the carousel, autoplay with a pause button that also holds while
 * hovered or focused (WCAG 2.2.2). A single slide shows no controls and does not move.
 */
export function Carousel({
  label,
  labels,
  children,
  autoplayMs,
  step = 1,
  dots = false,
  count = false,
  className,
}: Props) {
  const roles = useCarouselRoles()
  const slides = Children.toArray(children)
  const nav = carouselHasControls(slides.length)
  const [ref, api, run] = useLazyEmbla({
    loop: nav && !!autoplayMs,
    active: nav,
    slidesToScroll: step,
    align: 'start',
    duration: CAROUSEL_ANIMATION_MS / 10,
  })
  const [snap, setSnap] = useState(0)
  const [snaps, setSnaps] = useState(Math.ceil(slides.length / step))
  const [inView, setInView] = useState<number[]>([0])
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(nav)
  const [playing, setPlaying] = useState(nav && !!autoplayMs)
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (reducedMotion()) setPlaying(false)
  }, [])
  const sync = useCallback(() => {
    if (!api) return
    setSnap(api.selectedScrollSnap())
    setSnaps(api.scrollSnapList().length)
    setInView(api.slidesInView())
    setCanPrev(api.canScrollPrev())
    setCanNext(api.canScrollNext())
  }, [api])
  useEffect(() => {
    if (!api) return
    sync()
    api.on('select', sync).on('reInit', sync).on('slidesInView', sync)
    return () => {
      api.off('select', sync).off('reInit', sync).off('slidesInView', sync)
    }
  }, [api, sync])
  const running = playing && !held
  const loop = !!api?.internalEngine().options.loop
  useEffect(() => {
    if (!api || !running || !autoplayMs) return
    const timer = setTimeout(() => api.scrollNext(), autoplayMs)
    return () => clearTimeout(timer)
  }, [api, running, snap, autoplayMs])
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') {
      e.preventDefault()
      run((a) => a.scrollPrev())
    }
    if (e.key === 'ArrowRight') {
      e.preventDefault()
      run((a) => a.scrollNext())
    }
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- WAI carousel: arrow keys from any control inside move the slides
    <section
      className={['carousel', className].filter(Boolean).join(' ')}
      aria-roledescription={roles.carousel}
      aria-label={label}
      onKeyDown={nav ? onKey : undefined}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHeld(false)
      }}
    >
      <div className="carousel__viewport" ref={ref}>
        <div className="carousel__track" aria-live={running ? 'off' : 'polite'}>
          {/* Nothing is inert before embla has measured which slides show (its code loads late). */}
          {slides.map((s, i) => (
            <div
              key={i}
              className="carousel__slide"
              role="group"
              aria-roledescription={roles.slide}
              aria-label={labels.slide[i]}
              inert={nav && !!api && !inView.includes(i)}
            >
              {s}
            </div>
          ))}
        </div>
      </div>
      {/* aria-disabled, not disabled: a button that turns disabled under focus would drop the focus to the page */}
      {nav ? (
        <div className="carousel__controls">
          {autoplayMs ? (
            <button
              type="button"
              className="carousel-btn"
              onClick={() => setPlaying((p) => !p)}
              aria-label={playing ? labels.pause : labels.play}
            >
              {playing ? <Glyph node={pauseNode} size={18} /> : <Glyph node={playNode} size={18} />}
            </button>
          ) : null}
          <button
            type="button"
            className="carousel-btn"
            onClick={() => run((a) => a.scrollPrev())}
            aria-disabled={!canPrev && !loop}
            aria-label={labels.previous}
          >
            <Glyph node={chevronLeftNode} />
          </button>
          {count ? (
            <span className="carousel__count" aria-live="polite">
              {fill(labels.count, { current: snap + 1, total: snaps })}
            </span>
          ) : null}
          <button
            type="button"
            className="carousel-btn"
            onClick={() => run((a) => a.scrollNext())}
            aria-disabled={!canNext && !loop}
            aria-label={labels.next}
          >
            <Glyph node={chevronRightNode} />
          </button>
          {dots && snaps > 1 ? (
            <ul className="carousel__dots">
              {Array.from({ length: snaps }, (_, i) => (
                <li key={i}>
                  <button
                    type="button"
                    aria-label={fill(labels.dot, { n: i + 1 })}
                    aria-current={i === snap ? 'true' : undefined}
                    onClick={() => run((a) => a.scrollTo(i))}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
