import { NextResponse } from 'next/server'
import { isLocale, locales } from '@/domain/locales'
import { modalNamespaces, pickMessages } from '@/i18n/client-messages'

export const dynamic = 'force-static'
export const generateStaticParams = () => locales.map((locale) => ({ locale }))

/**
 * The messages of the modals (contact form included) in one language: the modal host fetches them when a
 * modal first opens, so no page carries them in its HTML (decision 0040). Built once; the same for every site.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return NextResponse.json({ error: 'Unknown language' }, { status: 404 })
  return NextResponse.json(pickMessages(locale, modalNamespaces), {
    headers: { 'Cache-Control': 'public, max-age=3600' },
  })
}
