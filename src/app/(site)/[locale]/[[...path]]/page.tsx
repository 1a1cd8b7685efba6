import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { defaultLocale, isLocale } from '@/domain/locales'
import { errorMetadata, pageMetadata } from '@/data/metadata'
import { loadPage } from '@/ui/shell/load-page'
import { ErrorPage } from '@/ui/shell/ErrorPage'
import { PageView } from '@/ui/shell/PageView'
import { GoneListingSuggestions } from '@/ui/shell/GoneListingSuggestions'

type Props = { params: Promise<{ locale: string; path?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, path } = await params
  if (!isLocale(locale)) return errorMetadata()
  const { result, site } = await loadPage(locale, path)
  return result.status === 200 && 'page' in result && result.page ? pageMetadata(result.page, locale, site.name) : errorMetadata()
}

/**
 * Every localized page. Error statuses render their page here (server HTML); the proxy has already
 * set the HTTP status (docs/decisions/0001). A path without a known language is a French 404.
 */
export default async function Page({ params, searchParams }: Props) {
  const { locale, path } = await params
  if (!isLocale(locale)) return <ErrorPage locale={defaultLocale} status={404} />
  setRequestLocale(locale)
  const { result, draft } = await loadPage(locale, path)
  if (result.status === 200 && 'page' in result && result.page) {
    return <PageView page={result.page} locale={locale} searchParams={await searchParams} draft={draft} />
  }
  return (
    <ErrorPage locale={locale} status={result.status}>
      {result.status === 410 ? <GoneListingSuggestions locale={locale} segments={path} /> : null}
    </ErrorPage>
  )
}
