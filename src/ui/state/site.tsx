'use client'
import { createContext, useContext, type ReactNode } from 'react'
import type { Locale } from '@/domain/locales'
import type { SiteType } from '@/domain/site-voice'
import type { SiteTag } from '@/domain/site-tags'

/** What the browser needs of the first load (spec 1 §3 firstLoadData and friends). */
export type SiteState = {
  locale: Locale
  siteName: string
  siteId: string
  micrositeId: string
  siteKey: string | null
  siteType: SiteType
  brandVersion: 1 | 2
  production: boolean
  recaptcha: { site_key: string | null; version: 2 | 3; enterprise: boolean }
  contactForm: { show_consent: boolean; contact_name: string | null }
  alternatePaths: { locale: Locale; path: string }[]
  variant: { id: string; name: string | null; color: string | null } | null
  contact: { phone: string | null; phoneIntl: string | null; email: string | null }
  /** The site's own tags (issue 28): each loaded once its category is accepted. */
  tags: SiteTag[]
}

const SiteContext = createContext<SiteState | null>(null)

export function SiteProvider({ value, children }: { value: SiteState; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>
}

export function useSite(): SiteState {
  const v = useContext(SiteContext)
  if (!v) throw new Error('useSite outside SiteProvider')
  return v
}

export const useOptionalSite = () => useContext(SiteContext)
