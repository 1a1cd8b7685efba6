'use client'
import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, type CSSProperties, type MouseEvent, type ReactNode } from 'react'
import type { ResolvedLink } from '@/domain/links'
import { shouldPrefetch, whenLoadedAndIdle } from '@/domain/prefetch'
import { timings } from '@/domain/breakpoints'
import { runLinkAction } from './modals/store'
import { useProgressStore } from './state/progress'
import { decideRoute } from './state/route-guards'

type Props = {
  link: ResolvedLink
  action?: { action_type?: string | null; action_params?: unknown } | null
  className?: string
  children: ReactNode
  newTabLabel?: string
  onNavigate?: () => void
  ariaLabel?: string
  ariaCurrent?: 'page'
  style?: CSSProperties
}

/**
 * Prefetch an internal link when the browser is idle (timeout 2000 ms), not on 2G or data-saver.
 * Idle is counted from the window's load event: prefetches never compete with the page's own images.
 */
function useIdlePrefetch(href: string | null) {
  const router = useRouter()
  useEffect(() => {
    if (!href || process.env.NODE_ENV !== 'production') return
    const conn = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection
    if (!shouldPrefetch(conn)) return
    return whenLoadedAndIdle(window, () => router.prefetch(href), timings.prefetchIdleTimeout)
  }, [href, router])
}

export function SmartLink({
  link,
  action,
  className,
  children,
  newTabLabel,
  onNavigate,
  ariaLabel,
  ariaCurrent,
  style,
}: Props) {
  const internalHref = link.kind === 'internal' ? link.href : null
  useIdlePrefetch(internalHref)
  const start = useProgressStore((s) => s.start)

  if (action?.action_type) {
    const onClick = (e: MouseEvent) => {
      e.preventDefault()
      onNavigate?.()
      runLinkAction(action)
    }
    return (
      <button
        type="button"
        className={className}
        style={style}
        onClick={onClick}
        aria-label={ariaLabel}
        aria-haspopup="dialog"
      >
        {children}
      </button>
    )
  }
  if (link.kind === 'inert')
    return (
      <span className={className} style={style}>
        {children}
      </span>
    )
  if (link.kind === 'external') {
    return (
      <a
        href={link.href}
        className={className}
        style={style}
        aria-label={ariaLabel}
        {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={onNavigate}
      >
        {children}
        {link.newTab && newTabLabel ? <span className="visually-hidden"> {newTabLabel}</span> : null}
      </a>
    )
  }
  const onClick = (e: MouseEvent) => {
    onNavigate?.()
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
    const decision = decideRoute(link.href)
    if (decision === 'veto') return e.preventDefault()
    if (decision === 'reload') {
      e.preventDefault()
      window.location.assign(link.href)
      return
    }
    if (link.href !== window.location.pathname + window.location.search) start()
  }
  return (
    <NextLink
      href={link.href}
      prefetch={false}
      className={className}
      style={style}
      onClick={onClick}
      aria-label={ariaLabel}
      aria-current={ariaCurrent}
    >
      {children}
    </NextLink>
  )
}
