'use client'
import { useSyncExternalStore } from 'react'
import { screenSize, serverScreenSize, type ScreenSize } from '@/domain/screen-size'

let current: ScreenSize | null = null

function measure(): ScreenSize {
  const { innerWidth: w, innerHeight: h } = window
  if (!current || current.width !== w || current.height !== h) current = screenSize(w, h, true)
  return current
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

/**
 * The window's size for the islands that need it. The server and the hydrating browser both use the
 * server's 414 × 896 (`real` false), so the HTML matches; the measured size follows at once, then on resize.
 */
export function useScreenSize(): ScreenSize {
  return useSyncExternalStore(subscribe, measure, () => serverScreenSize)
}
