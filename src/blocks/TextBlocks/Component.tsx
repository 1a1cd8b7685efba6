import { CmsLink } from '@/ui/CmsLink'
import { tr } from '@/ui/l10n'
import type { LinkValue } from '@/ui/link-value'
import { RichText } from '@/ui/RichText'
import { headingTag, type L } from '../shared'
import type { BlockProps } from '../types'

export type TextBlocksFields = { super_title?: L; main_title?: L; description?: L; cta?: LinkValue | null; text_align?: 'left' | 'center' | null }

export function TextBlocks({ block, ctx }: BlockProps<TextBlocksFields>) {
  const f = block.fields
  const H = headingTag(ctx)
  return (
    <div className={`text-block container container--narrow text-${f.text_align ?? 'left'}`}>
      {tr(f.super_title, ctx.locale) ? <p className="eyebrow">{tr(f.super_title, ctx.locale)}</p> : null}
      {tr(f.main_title, ctx.locale) ? <H>{tr(f.main_title, ctx.locale)}</H> : null}
      <RichText html={tr(f.description, ctx.locale)} />
      <CmsLink link={f.cta} ctx={ctx} />
    </div>
  )
}
