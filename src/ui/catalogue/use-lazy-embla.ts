'use client'
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useCallback, useEffect, useRef, useState } from 'react'

export type EmblaApi = EmblaCarouselType

/** Starts `load` when the browser is first idle (at most `ms` later), or at once on a first touch of `node`. */
function whenIdleOrTouched(node: HTMLElement, load: () => void, ms = 2500) {
  const hasIdle = 'requestIdleCallback' in window
  const idle = hasIdle ? window.requestIdleCallback(load, { timeout: ms }) : window.setTimeout(load, 200)
  // The carousel's section holds its buttons: a pointer or focus anywhere in it means it is about to be used.
  const zone = node.closest('section') ?? node
  const events = ['pointerenter', 'pointerdown', 'focusin', 'touchstart'] as const
  events.forEach((e) => zone.addEventListener(e, load, { once: true, passive: true }))
  return () => {
    if (hasIdle) window.cancelIdleCallback(idle)
    else window.clearTimeout(idle)
    events.forEach((e) => zone.removeEventListener(e, load))
  }
}

/**
 * embla with its code loaded late (decision 0040): the carousel's markup and controls are the island's,
 * embla (~7 kB gzipped) loads when the browser is first idle or on the first pointer or focus inside
 * the carousel, whichever comes first. `run(fn)` calls `fn(api)` at once when embla is ready, else
 * queues it and loads embla now: a press made while embla loads moves the slides once it is ready.
 * Same shape as embla-carousel-react's hook: `[ref, api, run]`; options are read once.
 */
export function useLazyEmbla(options: EmblaOptionsType) {
  const stored = useRef(options)
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [api, setApi] = useState<EmblaApi>()
  const queue = useRef<((api: EmblaApi) => void)[]>([])
  const start = useRef<() => void>(() => {})
  const ref = useCallback((node: HTMLElement | null) => setViewport(node), [])

  useEffect(() => {
    if (!viewport) return
    let live: EmblaApi | undefined
    let cancelled = false
    let begun = false
    const load = () => {
      if (begun) return
      begun = true
      void import('embla-carousel').then(({ default: Embla }) => {
        if (cancelled) return
        live = Embla(viewport, stored.current)
        setApi(live)
      })
    }
    start.current = load
    const stop = whenIdleOrTouched(viewport, load)
    return () => {
      cancelled = true
      stop()
      live?.destroy()
      setApi(undefined)
    }
  }, [viewport])

  // Queued presses run once the carousel's own effects have subscribed to embla's events (same commit, later task).
  useEffect(() => {
    if (!api) return
    const t = setTimeout(() => queue.current.splice(0).forEach((fn) => fn(api)))
    return () => clearTimeout(t)
  }, [api])

  const run = useCallback(
    (fn: (api: EmblaApi) => void) => {
      if (api) return fn(api)
      queue.current.push(fn)
      start.current()
    },
    [api],
  )
  return [ref, api, run] as const
}
