'use client'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { timings } from '@/domain/breakpoints'
import { isChunkLoadError, shouldReloadForStaleChunk } from '@/domain/stale-chunk'
import { useProgressStore } from '../state/progress'
import { dropStaleMetadata, navigatedSinceLoad } from './stale-metadata'

/** Loading bar: appears after the 200 ms throttle, creeps over 5000 ms, completes when nothing is in flight. */
export function ProgressBar({ failedLabel }: { failedLabel: string }) {
  const { inFlight, failed } = useProgressStore()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (inFlight === 0) {
      const t = setTimeout(() => setVisible(false), 250)
      return () => clearTimeout(t)
    }
    const t = setTimeout(() => setVisible(true), timings.progressThrottle)
    return () => clearTimeout(t)
  }, [inFlight])
  return (
    <div
      className="progress-bar"
      data-active={visible && inFlight > 0}
      data-done={visible && inFlight === 0}
      data-failed={failed}
      style={{ ['--progress-duration' as string]: `${timings.progressDuration}ms` }}
      role={failed ? 'alert' : undefined}
    >
      {failed ? <span className="visually-hidden">{failedLabel}</span> : null}
    </div>
  )
}

/** Finishes the navigation progress and resets scroll on each route change. */
export function NavigationEvents() {
  const pathname = usePathname()
  const search = useSearchParams()
  const reset = useProgressStore((s) => s.reset)
  const route = `${pathname}?${search}`
  const seen = useRef(route)
  useEffect(() => {
    // A link clicked before this component mounted (right after hydration) may have left the server's metadata.
    if (navigatedSinceLoad(window)) dropStaleMetadata(document.head)
  }, [])
  useEffect(() => {
    // Only a route change: this component mounts after hydration (decision 0009), when the visitor may
    // already have scrolled, and a reload or Back keeps the browser's own scroll restoration.
    if (seen.current === route) return
    seen.current = route
    dropStaleMetadata(document.head)
    reset()
    if (!window.location.hash) window.scrollTo({ top: 0 })
  }, [route, reset])
  return null
}

const RELOAD_KEY = 'stale-chunk-reload-at'

/** A failed script chunk (after a deploy) reloads the page once, not more than once per 60 s. */
export function StaleChunkReload() {
  useEffect(() => {
    const handle = (err: unknown) => {
      if (!isChunkLoadError(err)) return
      const last = Number(sessionStorage.getItem(RELOAD_KEY)) || null
      if (!shouldReloadForStaleChunk(last, Date.now())) return
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()))
      window.location.reload()
    }
    const onError = (e: ErrorEvent) => handle(e.error ?? e.message)
    const onRejection = (e: PromiseRejectionEvent) => handle(e.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
