'use client'
import { useCarouselRoles } from '@/ui/catalogue/carousel-roles'
import { useLazyEmbla } from '@/ui/catalogue/use-lazy-embla'
import { Glyph } from '@/ui/icons/Glyph'
import { chevronLeftNode } from '@/ui/icons/nodes/chevron-left'
import { chevronRightNode } from '@/ui/icons/nodes/chevron-right'
import { pauseNode } from '@/ui/icons/nodes/pause'
import { playNode } from '@/ui/icons/nodes/play'
import { Children, useEffect, useState, type ReactNode } from 'react'
import { carouselNavigable, FEATURED_AUTOPLAY_MS, FEATURED_PROGRESS_MS } from '@/domain/property-blocks'

type Labels = { previous: string; next: string; pause: string; play: string }
type Props = { label: string; labels: Labels; slideLabels: string[]; dotLabels: string[]; children: ReactNode }

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Featured carousel: with more than one slide it loops, autoplays every 5000 ms (not when the
 * visitor prefers reduced motion) with a 4000 ms progress bar, and has previous/next, dots and a
 * pause button (WCAG 2.2.2); hovering or focusing it also holds the slide. One slide: no navigation.
 */
export function FeaturedCarousel({ label, labels, slideLabels, dotLabels, children }: Props) {
  const roles = useCarouselRoles()
  const slides = Children.toArray(children)
  const nav = carouselNavigable(slides.length)
  const [ref, api, run] = useLazyEmbla({ loop: true, active: nav, duration: 30 })
  const [selected, setSelected] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [held, setHeld] = useState(false)
  const [cycle, setCycle] = useState(0)
  useEffect(() => setPlaying(nav && !reducedMotion()), [nav])
  useEffect(() => {
    if (!api) return
    const onSelect = () => setSelected(api.selectedScrollSnap())
    api.on('select', onSelect)
    return () => {
      api.off('select', onSelect)
    }
  }, [api])
  const running = nav && playing && !held
  useEffect(() => {
    if (!api || !running) return
    const timer = setTimeout(() => api.scrollNext(), FEATURED_AUTOPLAY_MS)
    return () => clearTimeout(timer)
  }, [api, running, selected, cycle])
  const hold = (on: boolean) => {
    setHeld(on)
    if (!on) setCycle((c) => c + 1)
  }
  return (
    <section
      className="featured-carousel"
      aria-roledescription={roles.carousel}
      aria-label={label}
      data-playing={running}
      onMouseEnter={() => hold(true)}
      onMouseLeave={() => hold(false)}
      onFocus={() => hold(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) hold(false)
      }}
    >
      {nav ? (
        <div className="featured-carousel__controls">
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
      <div className="featured-carousel__viewport" ref={ref}>
        <div className="featured-carousel__track" aria-live={running ? 'off' : 'polite'}>
          {slides.map((s, i) => (
            <div
              key={i}
              className="featured-carousel__slide"
              role="group"
              aria-roledescription={roles.slide}
              aria-label={slideLabels[i]}
              inert={nav && i !== selected}
            >
              {s}
            </div>
          ))}
        </div>
      </div>
      {nav ? (
        <div className="featured-carousel__footer">
          <div className="featured-carousel__progress" aria-hidden>
            {running ? (
              <span key={`${selected}-${cycle}`} style={{ animationDuration: `${FEATURED_PROGRESS_MS}ms` }} />
            ) : null}
          </div>
          <ul className="featured-carousel__dots">
            {slides.map((_, i) => (
              <li key={i}>
                <button
                  type="button"
                  aria-label={dotLabels[i]}
                  aria-current={i === selected ? 'true' : undefined}
                  onClick={() => run((a) => a.scrollTo(i))}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
