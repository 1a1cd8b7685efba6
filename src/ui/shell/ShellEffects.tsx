'use client'
import { LazyToaster } from './LazyToaster'
import { NavigationEvents, ProgressBar, StaleChunkReload } from './ProgressBar'
import { ScrollLockEffect } from '../state/scroll-lock'

/** The layout's behaviour-only pieces (loading bar, route-change reset, stale-chunk reload, scroll lock, toaster). */
export function ShellEffects({ failedLabel }: { failedLabel: string }) {
  return (
    <>
      <ProgressBar failedLabel={failedLabel} />
      <NavigationEvents />
      <StaleChunkReload />
      <ScrollLockEffect />
      <LazyToaster />
    </>
  )
}
