'use client'
import { useEffect, useRef } from 'react'
import { heroLandingOverlap } from '@/domain/block-overlap'

/**
 * The one part of the landing form's overlap CSS cannot compute: from lg, an overlap of 40 px or less is 0.
 * Marks the hero data-overlap="none" then (the grid clamps to 0–128 on its own, before any script).
 */
export function LandingOverlap() {
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const hero = ref.current?.closest<HTMLElement>('.hero-landing')
    const card = hero?.querySelector<HTMLElement>('.hero-landing__card')
    const text = hero?.querySelector<HTMLElement>('.hero-landing__text')
    if (!hero || !card || !text) return
    const update = () => {
      const none = heroLandingOverlap(window.innerWidth, card.offsetHeight, text.offsetHeight) === 0
      if (none) hero.dataset.overlap = 'none'
      else delete hero.dataset.overlap
    }
    const observer = new ResizeObserver(update)
    observer.observe(card)
    observer.observe(text)
    return () => observer.disconnect()
  }, [])
  return <span ref={ref} hidden />
}
