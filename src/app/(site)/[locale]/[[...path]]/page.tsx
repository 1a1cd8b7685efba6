import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/domain/locales'
import { siteScope } from '@/domain/site-people'
import { errorMetadata, pageMetadata } from '@/views/metadata'
import { loadPage, variantParam } from '@/views/load-page'
import { ErrorPage } from '@/views/ErrorPage'
import { PageView } from '@/views/PageView'
import { GoneListingSuggestions } from '@/views/GoneListingSuggestions'

type Props = {
  params: Promise<{ locale: string; path?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, path } = await params
  if (!isLocale(locale) || (await headers()).get('x-page-status') === '400') return errorMetadata()
  const { result, site } = await loadPage(locale, path, variantParam(await searchParams))
  return result.status === 200 && 'page' in result && result.page && site
    ? pageMetadata(result.page, locale, site.name)
    : errorMetadata()
}

/**
 * Every localized page. Error statuses render their page here (server HTML); the proxy has already
 * set the HTTP status (docs/decisions/0001). A path without a known language is a French 404.
 */
export default async function Page({ params, searchParams }: Props) {
  const { locale, path } = await params
  // Not a language: the 404 page, with its status even where the proxy did not run (issue 27).
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  // An undecodable path was rewritten here by the proxy with status 400 (it sets this header on every page).
  if ((await headers()).get('x-page-status') === '400') return <ErrorPage locale={locale} status={400} />
  const sp = await searchParams
  const { result, draft, site } = await loadPage(locale, path, variantParam(sp))
  if (result.status === 200 && 'page' in result && result.page) {
    return <PageView page={result.page} locale={locale} searchParams={sp} draft={draft} />
  }
  return (
    <ErrorPage locale={locale} status={result.status}>
      {result.status === 410 && site ? (
        <GoneListingSuggestions site={siteScope(site)} locale={locale} segments={path} />
      ) : null}
    </ErrorPage>
  )
}
