import { setRequestLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { getTheme, siteOfRequest } from '@/data/site-data'
import { defaultLocale, isLocale, localeRegion } from '@/domain/locales'
import { resolveTheme, themeToCss } from '@/domain/theme'
import { ClientMessages } from '@/i18n/client'
import { layoutNamespaces, pickMessages } from '@/i18n/client-messages'
import { messages } from '@/i18n/messages'
import { ThemeFonts } from '@/ui/shell/ThemeFonts'
import { ShellEffectsLazy } from '@/ui/shell/LazyShellEffects'
import '@/styles/site.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export default async function LocaleLayout({ children, params }: Props) {
  const raw = (await params).locale
  const locale = isLocale(raw) ? raw : defaultLocale
  setRequestLocale(locale)
  const nonce = (await headers()).get('x-nonce') ?? undefined
  const site = await siteOfRequest().catch(() => null)
  const theme = resolveTheme(site ? await getTheme(site.id).catch(() => null) : null)
  return (
    <html lang={localeRegion[locale]}>
      <body className="scheme-normal">
        {/* Spec 1 §2 page transition: the browser's first render of a page waits for its main content to be parsed,
            so a cross-document view transition always has the new page to fade in (src/styles/shell.css). */}
        <link rel="expect" href="#main-content" blocking="render" />
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: themeToCss(theme) }} />
        <ThemeFonts fonts={theme.fonts} />
        <ClientMessages locale={locale} messages={pickMessages(locale, layoutNamespaces)}>
          <ShellEffectsLazy failedLabel={messages[locale].Shell.loadFailed} />
          {children}
        </ClientMessages>
      </body>
    </html>
  )
}
