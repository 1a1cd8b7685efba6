import { rewardImage } from '@/domain/catalogue'
import { ShowMoreLazy } from '@/ui/catalogue/Lazy.client'
import { tr } from '@/ui/l10n'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'

/** Rewards: the first 3, "show more" reveals all; the image follows reward_ident (light, or dark on the inverted scheme). */
export function Rewards({ block, ctx }: BlockProps<'rewards'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const IH = H === 'h1' ? 'h2' : 'h3'
  const dark = block.block_params.color_scheme === 'inverted'
  const rows = (f.rewards_repeater ?? []).filter(
    (r) => rewardImage(r.reward_ident, dark) || tr(r.main_title, ctx.locale),
  )
  return (
    <div className="rewards container">
      {tr(f.main_title, ctx.locale) ? <H>{tr(f.main_title, ctx.locale)}</H> : null}
      <ShowMoreLazy label={ctx.t('Catalogue.rewardsMore')} className="rewards__list">
        {rows.map((r, i) => {
          const src = rewardImage(r.reward_ident, dark)
          return (
            <article key={r.id ?? i} className="reward">
              {src ? <img src={src} alt="" width={96} height={96} className="reward__image" loading="lazy" /> : null}
              {tr(r.super_title, ctx.locale) ? <p className="eyebrow">{tr(r.super_title, ctx.locale)}</p> : null}
              {tr(r.main_title, ctx.locale) ? <IH>{tr(r.main_title, ctx.locale)}</IH> : null}
              {tr(r.description, ctx.locale) ? <p className="plain-text">{tr(r.description, ctx.locale)}</p> : null}
            </article>
          )
        })}
      </ShowMoreLazy>
    </div>
  )
}
