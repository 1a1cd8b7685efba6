import { CmsLink } from '@/ui/CmsLink'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { PlainText } from '@/ui/PlainText'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'

/** Property call-to-action card: image centred above the text by default, else beside it. */
export function PropertyCta({ block, ctx }: BlockProps<'property_cta'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const centered = f.centered_image !== false
  return (
    <div className="container">
      <div className={`property-cta${centered ? ' property-cta--centered' : ''}`}>
        <div className="property-cta__image">
          <MediaImage
            image={f.image}
            locale={ctx.locale}
            sizes={centered ? '(min-width: 768px) 320px, 60vw' : '(min-width: 768px) 40vw, 100vw'}
          />
        </div>
        <div className="property-cta__body">
          <H className="property-cta__title">{tr(f.main_title, ctx.locale)}</H>
          <PlainText text={tr(f.description, ctx.locale)} />
          <CmsLink link={f.cta} ctx={ctx} />
        </div>
      </div>
    </div>
  )
}
