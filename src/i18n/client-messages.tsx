import type { ReactNode } from 'react'
import type { Locale } from '@/domain/locales'
import { ClientMessages } from './client'
import { messages, type Messages } from './messages'

export type Namespace = keyof Messages

/**
 * Namespaces sent with every page: the error boundary's, and two tiny ones many islands share (Leaflet's own
 * controls, the carousels' role descriptions). Every other island gets its own from the server component that
 * renders it (`IslandMessages`), and the modals fetch theirs when one first opens (`modalNamespaces`).
 */
export const layoutNamespaces = ['Errors', 'Map', 'Carousel'] as const satisfies Namespace[]

/** What the modals read (the contact form's included): served by /api/messages/{locale}, fetched on first open. */
export const modalNamespaces = ['Modals', 'LeadForms'] as const satisfies Namespace[]

export function pickMessages(locale: Locale, namespaces: readonly Namespace[]) {
  return Object.fromEntries(namespaces.map((ns) => [ns, messages[locale][ns]])) as Partial<Messages>
}

/**
 * For an island needing a namespace the layout does not send (Search, Listing, LeadForms…): a nested provider
 * ADDS these namespaces to the layout's for its subtree (`ClientMessages`, no i18n runtime in the browser).
 */
export function IslandMessages({
  locale,
  namespaces,
  children,
}: {
  locale: Locale
  namespaces: readonly Namespace[]
  children: ReactNode
}) {
  return (
    <ClientMessages locale={locale} messages={pickMessages(locale, namespaces)}>
      {children}
    </ClientMessages>
  )
}
