'use client'
import { useCarouselRoles } from '@/ui/catalogue/carousel-roles'
import { useLazyEmbla } from '@/ui/catalogue/use-lazy-embla'
import { Glyph } from '@/ui/icons/Glyph'
import { chevronLeftNode } from '@/ui/icons/nodes/chevron-left'
import { chevronRightNode } from '@/ui/icons/nodes/chevron-right'
import { Children, useCallback, useEffect, useState, type ReactNode } from 'react'

type Props = { label: string; labels: { previous: string; next: string }; slideLabels: string[]; children: ReactNode }

/** A horizontal card slider (embla): previous/next buttons, disabled at the ends; keyboard reachable. */
export function PropertiesSliderClient({ label, labels, slideLabels, children }: Props) {
  const roles = useCarouselRoles()
  const slides = Children.toArray(children)
  const [ref, api, run] = useLazyEmbla({ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 1, duration: 30 })
  const [edges, setEdges] = useState({ prev: false, next: slides.length > 1 })
  const update = useCallback(() => api && setEdges({ prev: api.canScrollPrev(), next: api.canScrollNext() }), [api])
  useEffect(() => {
    if (!api) return
    update()
    api.on('select', update).on('reInit', update)
    return () => {
      api.off('select', update).off('reInit', update)
    }
  }, [api, update])
  const scrollable = edges.prev || edges.next
  return (
    <section className="cards-slider" aria-roledescription={roles.carousel} aria-label={label}>
      <div className="cards-slider__viewport" ref={ref}>
        <div className="cards-slider__track">
          {slides.map((s, i) => (
            <div
              key={i}
              className="cards-slider__slide"
              role="group"
              aria-roledescription={roles.slide}
              aria-label={slideLabels[i]}
              onFocus={() => run((a) => a.scrollTo(Math.min(i, a.scrollSnapList().length - 1)))}
            >
              {s}
            </div>
          ))}
        </div>
      </div>
      {scrollable ? (
        <div className="cards-slider__nav">
          <button
            type="button"
            className="carousel-btn"
            onClick={() => run((a) => a.scrollPrev())}
            disabled={!edges.prev}
            aria-label={labels.previous}
          >
            <Glyph node={chevronLeftNode} />
          </button>
          <button
            type="button"
            className="carousel-btn"
            onClick={() => run((a) => a.scrollNext())}
            disabled={!edges.next}
            aria-label={labels.next}
          >
            <Glyph node={chevronRightNode} />
          </button>
        </div>
      ) : null}
    </section>
  )
}
