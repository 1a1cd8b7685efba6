import { isRecipientType } from '@/leads/contact-schema'
import { CmsLink } from '@/ui/CmsLink'
import { Icon } from '@/ui/Icon'
import { tr } from '@/ui/l10n'
import type { LinkValue } from '@/ui/link-value'
import { MediaImage, type ImageValue } from '@/ui/MediaImage'
import { PlainText } from '@/ui/PlainText'
import { headingTag, type L } from '../shared'
import type { BlockProps } from '../types'
import { ContactFormIslandLazy as ContactFormIsland } from './Lazy.client'
import './contact-form.css'

type IconLink = { id?: string; icon?: { type?: string | null } | null; link?: LinkValue | null }
export type ContactFormFields = {
  recipient_type?: string | null
  recipient_slug?: string | null
  broker_avatar?: ImageValue | null
  broker_name?: string | null
  broker_subtitle?: L
  broker_under_subtitle?: L
  main_title?: L
  contact_infos_repeater?: InfoItem[] | null
  /** The stored name of contact_infos_repeater. */
  items?: InfoItem[] | null
}
type InfoItem = { id?: string; main_title?: L; description?: L; icon_links_repeater?: IconLink[] | null }

/** Contact form block (spec 2 §3): broker card and contact items beside the contact form; full or centred. */
export function ContactFormBlock({ block, ctx }: BlockProps<ContactFormFields>) {
  const f = block.fields
  const H = headingTag(ctx)
  const centered = block.block_params.orientation_x === 'center'
  const recipient = isRecipientType(f.recipient_type) && f.recipient_slug ? { type: f.recipient_type, slug: f.recipient_slug } : null
  const infos = f.contact_infos_repeater ?? f.items ?? []
  const hasCard = Boolean(f.broker_name || infos.length || (f.broker_avatar && typeof f.broker_avatar.media === 'object'))
  return (
    <div className={`contact-form-block container ${centered || !hasCard ? 'contact-form-block--center' : ''}`}>
      {hasCard ? (
        <aside className="contact-form-block__card">
          {f.broker_avatar ? <MediaImage image={f.broker_avatar} locale={ctx.locale} sizes="160px" className="contact-form-block__avatar" /> : null}
          {f.broker_name ? <p className="contact-form-block__name">{f.broker_name}</p> : null}
          {tr(f.broker_subtitle, ctx.locale) ? <p className="contact-form-block__subtitle">{tr(f.broker_subtitle, ctx.locale)}</p> : null}
          {tr(f.broker_under_subtitle, ctx.locale) ? <p className="contact-form-block__under">{tr(f.broker_under_subtitle, ctx.locale)}</p> : null}
          <ul className="contact-form-block__infos">
            {infos.map((item, i) => (
              <li key={item.id ?? i}>
                {tr(item.main_title, ctx.locale) ? <h3>{tr(item.main_title, ctx.locale)}</h3> : null}
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
        </aside>
      ) : null}
      <div className="contact-form-block__form">
        <H>{tr(f.main_title, ctx.locale) || ctx.t('ContactFormBlock.title')}</H>
        <ContactFormIsland recipient={recipient} />
      </div>
    </div>
  )
}
