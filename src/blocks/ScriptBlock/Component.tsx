import type { CSSProperties } from 'react'
import { remOrZero } from '@/domain/catalogue'
import { isConsentCategory } from '@/domain/consent'
import { sanitizeHtml } from '@/domain/rich-text'
import { ScriptEmbedLazy } from '@/ui/consent/Lazy.client'
import type { BlockProps } from '../types'

/**
 * Custom script embed: runs in the visitor's browser under the site's CSP and only after consent to
 * its category (strictly necessary scripts run at once). frontend_only (default): nothing of it is
 * server-rendered; otherwise its markup (scripts removed, sanitised) is, and only the scripts wait.
 * Paddings in rem, scaled 1 / 0.75 (xl and below) / 0.5 (lg and below) in the CSS.
 */
export function ScriptBlock({ block, ctx }: BlockProps<'script_block'>) {
  const f = block.fields
  const content = f.script_content ?? ''
  const category = isConsentCategory(f.consent_category) ? f.consent_category : 'functional'
  const style = {
    '--pad-top': `${remOrZero(f.padding_top)}rem`,
    '--pad-right': `${remOrZero(f.padding_right)}rem`,
    '--pad-bottom': `${remOrZero(f.padding_bottom)}rem`,
    '--pad-left': `${remOrZero(f.padding_left)}rem`,
  } as CSSProperties
  const serverMarkup =
    f.frontend_only === false ? sanitizeHtml(content.replace(/<script[\s\S]*?<\/script>/gi, '')) : undefined
  if (!content.trim()) return null
  return (
    <div className="script-block container">
      {serverMarkup ? (
        <div className="script-embed__markup" style={style} dangerouslySetInnerHTML={{ __html: serverMarkup }} />
      ) : null}
      <ScriptEmbedLazy
        content={content}
        category={category}
        style={style}
        scriptsOnly={serverMarkup !== undefined}
        blocked={ctx.t('Catalogue.scriptBlocked', { category: ctx.t(`Catalogue.categories.${category}`) })}
        manage={ctx.t('Catalogue.scriptAllow')}
      />
    </div>
  )
}
