import { NextIntlClientProvider } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { getTheme } from '@/data/site-data'
import { defaultLocale, isLocale, localeRegion } from '@/domain/locales'
import { resolveTheme, themeToCss } from '@/domain/theme'
import { layoutNamespaces, pickMessages } from '@/i18n/client-messages'
import { messages } from '@/i18n/messages'
import { ThemeFonts } from '@/ui/shell/ThemeFonts'
import { LazyToaster } from '@/ui/shell/LazyToaster'
import { NavigationEvents, ProgressBar, StaleChunkReload } from '@/ui/shell/ProgressBar'
import { ScrollLockEffect } from '@/ui/state/scroll-lock'
import '@/styles/site.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export default async function LocaleLayout({ children, params }: Props) {
  const raw = (await params).locale
  const locale = isLocale(raw) ? raw : defaultLocale
  setRequestLocale(locale)
  const nonce = (await headers()).get('x-nonce') ?? undefined
  const theme = resolveTheme(await getTheme().catch(() => null))
  return (
    <html lang={localeRegion[locale]}>
      <body className="scheme-normal">
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: themeToCss(theme) }} />
        <ThemeFonts fonts={theme.fonts} />
        <NextIntlClientProvider locale={locale} messages={pickMessages(locale, layoutNamespaces)} timeZone="America/Toronto">
          <ProgressBar failedLabel={messages[locale].Shell.loadFailed} />
          {children}
          <NavigationEvents />
          <StaleChunkReload />
          <ScrollLockEffect />
          <LazyToaster />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
