import type { CSSProperties } from 'react'
import type { BlockParams, Localized } from '@/domain/page-response'
import { CmsLink } from '@/ui/CmsLink'
import type { LinkValue } from '@/ui/link-value'
import type { RenderContext } from '@/ui/render-context'
import { cssColour } from '@/domain/colour-value'

export type L = Localized | null | undefined
export type CtaRow = { id?: string | null; cta?: LinkValue | null }

/** The buttons of a cta_repeater. */
export function CtaList({ rows, ctx }: { rows?: CtaRow[] | null; ctx: RenderContext }) {
  if (!rows?.length) return null
  return (
    <div className="cta-list">
      {rows.map((r, i) => (
        <CmsLink key={r.id ?? i} link={r.cta} ctx={ctx} />
      ))}
    </div>
  )
}

/** Inline colours a block may carry in its params (background, text); a value that is not a colour renders nothing. */
export function paramStyle(p: BlockParams): CSSProperties | undefined {
  const style: CSSProperties = {}
  const background = cssColour(p.bg_color_primary)
  const color = cssColour(p.text_color)
  if (background) style.background = background
  if (color) style.color = color
  return Object.keys(style).length ? style : undefined
}

/** Heading level: the first block of a page carries the page's h1. */
export const headingTag = (ctx: RenderContext) => (ctx.index === 0 ? 'h1' : 'h2')

/** Heading level of a block's cards: one below the block's title when it shows one, else 2 (no level skipped). */
export const cardHeadingLevel = (H: 'h1' | 'h2', titled: boolean): 2 | 3 => (titled && H === 'h2' ? 3 : 2)
