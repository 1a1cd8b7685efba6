import { CmsLink } from '@/ui/CmsLink'
import { Icon } from '@/ui/Icon'
import { tr } from '@/ui/l10n'
import type { LinkValue } from '@/ui/link-value'
import { MediaImage, type ImageValue } from '@/ui/MediaImage'
import { PlainText } from '@/ui/PlainText'
import { CtaList, headingTag, type CtaRow, type L } from '../shared'
import type { BlockProps } from '../types'

type IconLink = { id?: string; icon?: { type?: string | null } | null; link?: LinkValue | null }
export type ContactInfosFields = {
  main_title?: L
  description?: L
  image?: ImageValue | null
  contact_infos_repeater?: { id?: string; main_title?: L; description?: L; icon_links_repeater?: IconLink[] | null }[] | null
  cta_repeater?: CtaRow[] | null
}

export function ContactInfos({ block, ctx }: BlockProps<ContactInfosFields>) {
  const f = block.fields
  const H = headingTag(ctx)
  const reverse = block.block_params.orientation_x === 'right'
  return (
    <div className={`contact-infos container ${reverse ? 'contact-infos--reverse' : ''}`}>
      <div className="contact-infos__text">
        <H>{tr(f.main_title, ctx.locale)}</H>
        <PlainText text={tr(f.description, ctx.locale)} className="lead" />
        <ul className="contact-infos__list">
          {(f.contact_infos_repeater ?? []).map((item, i) => (
            <li key={item.id ?? i} className="contact-infos__item">
              <h3>{tr(item.main_title, ctx.locale)}</h3>
              <PlainText text={tr(item.description, ctx.locale)} className="rich-text--break" />
              {(item.icon_links_repeater ?? []).map((il, j) => (
                <CmsLink key={il.id ?? j} link={il.link} ctx={ctx}>
                  <Icon name={il.icon?.type} size={18} />
                  <span>{tr(il.link?.text, ctx.locale)}</span>
                </CmsLink>
              ))}
            </li>
          ))}
        </ul>
        <CtaList rows={f.cta_repeater} ctx={ctx} />
      </div>
      <div className="contact-infos__media">
        <MediaImage image={f.image} locale={ctx.locale} sizes="(min-width: 992px) 40vw, 100vw" />
      </div>
    </div>
  )
}
