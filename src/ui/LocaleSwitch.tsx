'use client'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/domain/locale-detect'
import type { Locale } from '@/domain/locales'
import { useModals } from './modals/store'

/**
 * warnBlogHref: the page has no translation (a blog post): the language-warning modal opens instead, with this way
 * back. warnHomeHref: the same for a page not translated (decision 0045), its way out the other language's home.
 */
type Props = {
  target: Locale
  href: string
  label: string
  className?: string
  warnBlogHref?: string | null
  warnHomeHref?: string | null
}

/** Writes the language cookie (365 days, lax, not secure) and goes to the page in the other language. */
export function writeLocaleCookie(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`
}

/** Its accessible name is its visible text (the language's own name, in that language). */
export function LocaleSwitch({ target, href, label, className, warnBlogHref, warnHomeHref }: Props) {
  return (
    <a
      href={href}
      hrefLang={target === 'fr' ? 'fr-CA' : 'en-CA'}
      lang={target === 'fr' ? 'fr-CA' : 'en-CA'}
      className={className}
      onClick={(e) => {
        if (warnBlogHref) {
          e.preventDefault()
          useModals.getState().show({ kind: 'language-warning', blogHref: warnBlogHref })
          return
        }
        if (warnHomeHref) {
          e.preventDefault()
          useModals.getState().show({ kind: 'language-warning', blogHref: warnHomeHref, page: true })
          return
        }
        writeLocaleCookie(target)
      }}
    >
      {label}
    </a>
  )
}
