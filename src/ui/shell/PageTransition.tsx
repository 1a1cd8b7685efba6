import { ViewTransition, type ReactNode } from 'react'

/**
 * Spec 1 §2 "Page transition is out-in": on a navigation to another page the old main content fades
 * out, then the new one fades in (classes page-out and page-in, src/styles/base.css). The key remounts
 * the boundary when the page changes; a change within one page (its query) does not animate. React
 * runs it as a browser view transition: screenshots, so nothing moves in the layout (no shift), and
 * under reduced motion the CSS gives it no animation at all.
 */
export function PageTransition({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ViewTransition key={id} enter="page-in" exit="page-out" default="none">
      {children}
    </ViewTransition>
  )
}
