import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { getTheme, siteOfRequest } from '@/data/site-data'
import { localeRegion } from '@/domain/locales'
import { qaLocaleOfUrl } from '@/domain/qa-locale'
import { resolveTheme, themeToCss } from '@/domain/theme'
import '@/styles/site.css'
import '@/styles/qa.css'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** QA pages (editors only): their own root layout, outside the localized site. */
export default async function QaLayout({ children }: { children: ReactNode }) {
  const request = await headers()
  const nonce = request.get('x-nonce') ?? undefined
  const site = await siteOfRequest()
  const theme = resolveTheme(site ? await getTheme(site.id) : null)
  return (
    <html lang={localeRegion[qaLocaleOfUrl(request.get('x-url'))]}>
      <body className="scheme-normal">
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: themeToCss(theme) }} />
        {children}
      </body>
    </html>
  )
}
