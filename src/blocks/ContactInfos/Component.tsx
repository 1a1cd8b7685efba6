import { ContactInfoList } from '@/ui/ContactInfoList'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { PlainText } from '@/ui/PlainText'
import { CtaList, headingTag } from '../shared'
import type { BlockProps } from '../types'

export function ContactInfos({ block, ctx }: BlockProps<'contact_infos'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const reverse = block.block_params.orientation_x === 'right'
  return (
    <div className={`contact-infos container ${reverse ? 'contact-infos--reverse' : ''}`}>
      <div className="contact-infos__text">
        <H>{tr(f.main_title, ctx.locale)}</H>
        <PlainText text={tr(f.description, ctx.locale)} className="lead" />
        <ContactInfoList
          items={f.contact_infos_repeater}
          ctx={ctx}
          className="contact-infos__list"
          itemClassName="contact-infos__item"
          itemHeading={H === 'h1' ? 'h2' : 'h3'}
        />
        <CtaList rows={f.cta_repeater} ctx={ctx} />
      </div>
      <div className="contact-infos__media">
        <MediaImage image={f.image} locale={ctx.locale} sizes="(min-width: 992px) 40vw, 100vw" />
      </div>
    </div>
  )
}
