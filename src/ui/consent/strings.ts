import type { OptionalCategory } from '@/domain/consent'

/** The consent tool's strings, built on the server in the visitor's language. */
export type ConsentStrings = {
  title: string
  intro: string
  acceptAll: string
  rejectAll: string
  customize: string
  save: string
  close: string
  preferencesTitle: string
  preferencesIntro: string
  alwaysOn: string
  saved: string
  necessary: { name: string; description: string }
  categories: Record<OptionalCategory, { name: string; description: string }>
}

type T = (key: string) => string

export function consentStrings(t: T): ConsentStrings {
  const c = (k: string) => t(`Consent.${k}`)
  const cat = (k: 'necessary' | OptionalCategory) => ({
    name: t(`Catalogue.categories.${k}`),
    description: c(`${k}Description`),
  })
  return {
    title: c('title'),
    intro: c('intro'),
    acceptAll: c('acceptAll'),
    rejectAll: c('rejectAll'),
    customize: c('customize'),
    save: c('save'),
    close: t('Catalogue.close'),
    preferencesTitle: c('preferencesTitle'),
    preferencesIntro: c('preferencesIntro'),
    alwaysOn: c('alwaysOn'),
    saved: c('saved'),
    necessary: cat('necessary'),
    categories: { functional: cat('functional'), analytics: cat('analytics'), marketing: cat('marketing') },
  }
}
