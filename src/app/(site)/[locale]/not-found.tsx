import { headers } from 'next/headers'
import { splitLocalePath } from '@/domain/paths'
import { defaultLocale, isLocale } from '@/domain/locales'
import { ErrorPage } from '@/views/ErrorPage'

/** 404 'This page could not be found', in the language of the path (French otherwise). */
export default async function NotFound() {
  const url = (await headers()).get('x-url') ?? '/'
  const { locale } = splitLocalePath(url)
  return <ErrorPage locale={isLocale(locale) ? locale : defaultLocale} status={404} />
}
