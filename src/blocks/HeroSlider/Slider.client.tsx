'use client'
import { useCarouselRoles } from '@/ui/catalogue/carousel-roles'
import { useEffect, useState, type ReactNode } from 'react'
import { HERO_SLIDER, autoplayRuns, wrapIndex } from '@/domain/hero-slider'

export type SliderLabels = { region: string; slide: string[]; goTo: string[]; next: string }
type Props = { slides: ReactNode[]; thumbs: ReactNode[]; labels: SliderLabels }

/**
 * The hero slider's moving part: one slide shown at a time (500 ms cross-fade), a progress bar per
 * slide that fills over 8000 ms and advances to the next at its end, wrapping around. Hover, focus
 * inside or reduced motion pause it; a bar or the next-slide thumbnail jumps there.
 */
export default function HeroSliderClient({ slides, thumbs, labels }: Props) {
  const roles = useCarouselRoles()
  const count = slides.length
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [reducedMotion, setReducedMotion] = useState(false)
  useEffect(() => {
    const mq = window.matchMedia('(prefers-reduced-motion: reduce)')
    const sync = () => setReducedMotion(mq.matches)
    sync()
    mq.addEventListener('change', sync)
    return () => mq.removeEventListener('change', sync)
  }, [])
  const running = autoplayRuns({ count, hovered, focused, reducedMotion })
  const go = (i: number) => setIndex(wrapIndex(i, count))
  const next = wrapIndex(index + 1, count)
  return (
    <section
      className="hero-slider__frame"
      aria-roledescription={roles.carousel}
      aria-label={labels.region}
      data-running={running}
      style={{
        ['--slide-ms' as string]: `${HERO_SLIDER.autoplayMs}ms`,
        ['--fade-ms' as string]: `${HERO_SLIDER.transitionMs}ms`,
      }}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setFocused(false)}
    >
      {slides.map((s, i) => (
        <div
          key={i}
          className="hero-slider__slide"
          role="group"
          aria-roledescription={roles.slide}
          aria-label={labels.slide[i]}
          data-active={i === index}
          inert={i !== index}
        >
          {s}
        </div>
      ))}
      <div className="hero-slider__controls container">
        <ol className="hero-slider__bars">
          {slides.map((_, i) => (
            <li key={i}>
              <button
                type="button"
                className="hero-slider__bar"
                aria-label={labels.goTo[i]}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              >
                <span
                  key={i === index ? `on-${index}` : 'off'}
                  className="hero-slider__fill"
                  data-state={i === index ? 'active' : i < index ? 'done' : 'todo'}
                  onAnimationEnd={() => go(index + 1)}
                />
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="hero-slider__next"
          aria-label={`${labels.next} ${labels.slide[next]}`}
          onClick={() => go(next)}
        >
          {thumbs[next]}
        </button>
      </div>
    </section>
  )
}
