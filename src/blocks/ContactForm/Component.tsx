import { isRecipientType } from '@/leads/contact-schema'
import { IslandMessages } from '@/i18n/client-messages'
import { ContactInfoList } from '@/ui/ContactInfoList'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { ContactFormIslandLazy as ContactFormIsland } from './Lazy.client'
import '@/ui/forms/forms.css' // the static form's look, in the page's CSS from the first paint (ContactFormGate)
import './contact-form.css'

/** Contact form block (spec 2 §3): broker card and contact items beside the contact form; full or centred. */
export function ContactFormBlock({ block, ctx }: BlockProps<'contact_form'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const centered = block.block_params.orientation_x === 'center'
  const recipient =
    isRecipientType(f.recipient_type) && f.recipient_slug ? { type: f.recipient_type, slug: f.recipient_slug } : null
  const infos = f.contact_infos_repeater ?? []
  const hasCard = Boolean(
    f.broker_name || infos.length || (f.broker_avatar && typeof f.broker_avatar.media === 'object'),
  )
  return (
    <div className={`contact-form-block container ${centered || !hasCard ? 'contact-form-block--center' : ''}`}>
      {hasCard ? (
        <aside className="contact-form-block__card">
          {f.broker_avatar ? (
            <MediaImage
              image={f.broker_avatar}
              locale={ctx.locale}
              sizes="160px"
              className="contact-form-block__avatar"
            />
          ) : null}
          {f.broker_name ? <p className="contact-form-block__name">{f.broker_name}</p> : null}
          {tr(f.broker_subtitle, ctx.locale) ? (
            <p className="contact-form-block__subtitle">{tr(f.broker_subtitle, ctx.locale)}</p>
          ) : null}
          {tr(f.broker_under_subtitle, ctx.locale) ? (
            <p className="contact-form-block__under">{tr(f.broker_under_subtitle, ctx.locale)}</p>
          ) : null}
          <ContactInfoList items={infos} ctx={ctx} className="contact-form-block__infos" />
        </aside>
      ) : null}
      <div className="contact-form-block__form">
        <H>{tr(f.main_title, ctx.locale) || ctx.t('ContactFormBlock.title')}</H>
        <IslandMessages locale={ctx.locale} namespaces={['LeadForms']}>
          <ContactFormIsland recipient={recipient} />
        </IslandMessages>
      </div>
    </div>
  )
}
