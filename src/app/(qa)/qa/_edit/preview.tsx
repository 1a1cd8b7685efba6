import 'server-only'
import type { SiteRecord } from '@/data/site-data'
import type { BlockData } from '@/domain/page-response'
import { localeRegion, type Locale } from '@/domain/locales'
import { resolveTheme, themeToCss, type ThemeInput } from '@/domain/theme'
import { ClientMessages } from '@/i18n/client'
import { messages } from '@/i18n/messages'
import { SiteProvider } from '@/ui/state/site'
import { buildRenderContext, buildSiteState } from '@/views/context'
import { RenderBlocks } from '@/views/RenderBlocks'

/** As the QA page always did: the classic header and footer render as the site chrome, every other block in a content section. */
const CHROME = new Set(['header_classic', 'footer_classic'])

/** Blocks rendered as the site renders them, in one language, with the site's settings as given. */
export async function BlocksPreview({
  blocks,
  locale,
  site,
}: {
  blocks: BlockData[]
  locale: Locale
  site: SiteRecord
}) {
  const ctx = await buildRenderContext(locale, site, null)
  return (
    <ClientMessages locale={locale} messages={messages[locale]}>
      <SiteProvider value={buildSiteState(locale, site, null)}>
        <div lang={localeRegion[locale]}>
          {blocks.map((b, i) => (
            <RenderBlocks key={i} blocks={[b]} ctx={ctx} zone={CHROME.has(b.block_type) ? 'header' : 'content'} />
          ))}
        </div>
      </SiteProvider>
    </ClientMessages>
  )
}

const SCOPE = '.qa-settings-preview'

/** The theme's custom properties, applied inside the preview only (the QA page keeps the stored theme). */
export function scopedThemeCss(theme: ThemeInput): string {
  return themeToCss(resolveTheme(theme, () => undefined))
    .replace(/^:root\{/m, `${SCOPE}{`)
    .replace(/^\.scheme-([a-z-]+)\{/gm, `${SCOPE}.scheme-$1,${SCOPE} .scheme-$1{`)
}

/** The theme document's rows as the renderer's theme input (as src/data/site-data.ts getTheme reads it). */
export function themeInputOf(doc: Record<string, unknown>): ThemeInput {
  const rows = <T,>(v: unknown) => (Array.isArray(v) ? (v as T[]) : [])
  const schemes: Record<string, Record<string, string>> = {}
  for (const r of rows<{ scheme?: string; role?: string; color?: string }>(doc.color_schemes))
    if (r.scheme && r.role && r.color) (schemes[r.scheme] ??= {})[r.role] = r.color
  return {
    preset: doc.preset === 'red' ? 'red' : 'blue',
    colors: Object.fromEntries(
      rows<{ name?: string; value?: string }>(doc.colors).flatMap((c) =>
        c.name && c.value ? [[c.name, c.value]] : [],
      ),
    ),
    border_radius: (doc.border_radius as ThemeInput['border_radius']) ?? null,
    fonts: (doc.fonts as ThemeInput['fonts']) ?? null,
    color_schemes: schemes,
  }
}

/** The colour swatches of a theme (name and value). */
export const themeColors = (theme: ThemeInput) => resolveTheme(theme, () => undefined).colors
