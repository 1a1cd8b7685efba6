import { Glyph } from '@/ui/icons/Glyph'
import { homeNode } from '@/ui/icons/nodes/home'
import type { ReactNode } from 'react'
import { RefreshButton } from './RefreshButton'

export type ErrorAction = 'refresh' | 'home'
type Props = {
  locale: 'fr' | 'en'
  status: number
  title: string
  message: string
  /** Rendered by the caller (errorIcon() on the server, a lucide glyph in client boundaries): keeps the icon map out of the client bundle. */
  icon: ReactNode
  actions: ErrorAction[]
  labels: { refresh: string; home: string; debug: string }
  debug?: unknown
  headingLevel?: 1 | 2
}

/**
 * The error screen shared by error pages and the error block. Server-renderable (only the refresh
 * button is client code); client error boundaries load it lazily (LazyErrorView).
 */
export function ErrorView({ locale, status, title, message, icon, actions, labels, debug, headingLevel = 1 }: Props) {
  const H = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <div
      className="error-view container container--narrow"
      data-status={status}
      role={headingLevel === 1 ? undefined : 'alert'}
    >
      {icon}
      <H className="error-view__title">{title}</H>
      <p className="error-view__message">{message}</p>
      <div className="cta-list">
        {actions.includes('refresh') ? <RefreshButton label={labels.refresh} /> : null}
        {actions.includes('home') ? (
          <a className={`btn ${actions.includes('refresh') ? 'btn--outline' : 'btn--solid'}`} href={`/${locale}`}>
            <Glyph node={homeNode} size={18} /> <span>{labels.home}</span>
          </a>
        ) : null}
      </div>
      {debug !== undefined ? (
        <details className="error-view__debug">
          <summary>{labels.debug}</summary>
          <pre>{JSON.stringify(debug, null, 2)}</pre>
        </details>
      ) : null}
    </div>
  )
}
