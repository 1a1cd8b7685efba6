import Link from 'next/link'
import type { ReactNode } from 'react'
import type { ResolvedLink } from '@/domain/links'

type Props = {
  link: ResolvedLink
  className: string
  newTabLabel: string
  current?: boolean
  children: ReactNode
}

/**
 * A desktop menu link rendered on the server: an internal link is Next's `<Link>` (a click navigates without
 * reloading the page, decision 0042; its code is on every page already), an external one a plain `<a>`, a link
 * without a URL is text. A link opening a new tab says so to screen readers.
 */
export function NavLink({ link, className, newTabLabel, current = false, children }: Props) {
  if (link.kind === 'inert') return <span className={className}>{children}</span>
  if (link.kind === 'internal')
    return (
      <Link href={link.href} prefetch={false} className={className} aria-current={current ? 'page' : undefined}>
        {children}
      </Link>
    )
  const newTab = link.newTab
  return (
    <a
      href={link.href}
      className={className}
      aria-current={current ? 'page' : undefined}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {newTab ? <span className="visually-hidden"> {newTabLabel}</span> : null}
    </a>
  )
}
