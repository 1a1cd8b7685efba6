import type { ReactNode } from 'react'
import type { Locale } from '@/domain/locales'
import { ClientMessages } from './client'
import { messages, type Messages } from './messages'

export type Namespace = keyof Messages

/**
 * Namespaces every page's client code may need: error boundary, modals with the contact form (they
 * open from any page), and the property search/listing islands (hero bar, search block, listing
 * cards and map popups) Leaflet's own controls (Map) and the carousels' role descriptions. Server-only namespaces stay out of the HTML.
 */
export const layoutNamespaces = [
  'Errors',
  'Modals',
  'LeadForms',
  'Search',
  'Listing',
  'Map',
  'Carousel',
] as const satisfies Namespace[]

export function pickMessages(locale: Locale, namespaces: readonly Namespace[]) {
  return Object.fromEntries(namespaces.map((ns) => [ns, messages[locale][ns]])) as Partial<Messages>
}

/**
 * For an island needing a namespace the layout does not send (Mortgage, StepForms): a nested provider
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
