import { headers } from 'next/headers'
import { splitLocalePath } from '@/domain/paths'
import { defaultLocale, isLocale } from '@/domain/locales'
import { ErrorPage } from '@/views/ErrorPage'

/**
 * 404 'This page could not be found', in the language of the path (French otherwise).
 * Next.js renders this boundary into every page's payload, used or not. Only a path without a language
 * calls notFound() (page.tsx); the proxy marks every page it found 200 (x-page-status), and there this
 * renders nothing: the header, footer and site state are not sent a second time (issue 25).
 */
export default async function NotFound() {
  const h = await headers()
  if (h.get('x-page-status') === '200') return null
  const { locale } = splitLocalePath(h.get('x-url') ?? '/')
  return <ErrorPage locale={isLocale(locale) ? locale : defaultLocale} status={404} />
}
