import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/domain/locales'
import { pageMetadata } from '@/data/metadata'
import { loadPage } from '@/ui/shell/load-page'
import { ErrorPage } from '@/ui/shell/ErrorPage'
import { PageView } from '@/ui/shell/PageView'

type Props = { params: Promise<{ locale: string; path?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, path } = await params
  if (!isLocale(locale)) return {}
  const { result, site } = await loadPage(locale, path)
  return result.status === 200 && 'page' in result && result.page ? pageMetadata(result.page, locale, site.name) : { robots: { index: false } }
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, path } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const { result, draft } = await loadPage(locale, path)
  if (result.status === 404) notFound()
  if (result.status === 200 && 'page' in result && result.page) {
    return <PageView page={result.page} locale={locale} searchParams={await searchParams} draft={draft} />
  }
  return <ErrorPage locale={locale} status={result.status} />
}
