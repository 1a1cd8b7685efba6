'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { closeNode } from '@/ui/icons/nodes/close'
import { useTranslations } from '@/i18n/client'
import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { contactVoice, siteVoice } from '@/domain/site-voice'
import { isRecipientType, type Recipient } from '@/leads/contact-schema'
import { ContactForm } from '../forms/ContactForm'
import { Icon } from '../Icon'
import { useSite } from '../state/site'
import type { ContactRecipient, ModalState } from './store'

function ModalFrame({ title, children, onClose }: { title: string; children: ReactNode; onClose: () => void }) {
  const t = useTranslations('Modals')
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content className="modal scheme-normal" aria-describedby={undefined}>
          <div className="modal__head">
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
            <Dialog.Close className="modal__close" aria-label={t('close')}>
              <Glyph node={closeNode} size={24} />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** Direct contact details: the list of the contact-us modal. */
function ContactItems() {
  const { contact, siteType } = useSite()
  const t = useTranslations('Modals')
  return (
    <>
      <p>{siteVoice(siteType) === 'individual' ? t('contactIntroIndividual') : t('contactIntro')}</p>
      <ul className="contact-items">
        {contact.phone && contact.phoneIntl ? (
          <li>
            <a className="link" href={`tel:${contact.phoneIntl}`}>
              <Icon name="phone" size={18} /> {contact.phone}
            </a>
          </li>
        ) : null}
        {contact.email ? (
          <li>
            <a className="link rich-text--break" href={`mailto:${contact.email}`}>
              <Icon name="mail" size={18} /> {contact.email}
            </a>
          </li>
        ) : null}
      </ul>
    </>
  )
}

const toRecipient = (r: ContactRecipient | null): Recipient | null =>
  r?.slug && isRecipientType(r.type) ? { type: r.type, slug: r.slug } : null

/**
 * Contact modal (its title follows the recipient, spec F-23: individual for a broker, group for a team or office; its consent boxes name the person or group contacted), contact-us modal (in the site's voice, spec F-04), language-warning modal.
 * Loaded by ModalsHost the first time a modal opens (dialog, form, zod, captcha stay out of first load).
 */
export default function Modals({ open, close }: { open: ModalState; close: () => void }) {
  const site = useSite()
  const t = useTranslations('Modals')
  if (open.kind === 'contact') {
    const named = open.recipient?.name
    const voice = contactVoice(open.recipient?.type, site.siteType)
    const title =
      voice === 'individual'
        ? t('contactIndividual', { name: named ?? site.contactForm.contact_name ?? site.siteName })
        : named
          ? t('contactGroupNamed', { name: named })
          : t('contactGroup')
    return (
      <ModalFrame title={title} onClose={close}>
        <div className="modal__body">
          <ContactForm
            recipient={toRecipient(open.recipient)}
            contactName={open.recipient?.name}
            initialMessage={typeof open.recipient?.message === 'string' ? open.recipient.message : undefined}
          />
        </div>
      </ModalFrame>
    )
  }
  if (open.kind === 'contact-us')
    return (
      <ModalFrame
        title={siteVoice(site.siteType) === 'individual' ? t('contactUsIndividual') : t('contactUs')}
        onClose={close}
      >
        <div className="modal__body">
          <ContactItems />
          <ContactForm />
        </div>
      </ModalFrame>
    )
  return (
    <ModalFrame title={open.page ? t('pageLanguageTitle') : t('languageTitle')} onClose={close}>
      <div className="modal__body">
        <p>{open.page ? t('pageLanguageMessage') : t('languageMessage')}</p>
        <div className="cta-list">
          <a className="btn btn--solid" href={open.blogHref}>
            {open.page ? t('backToHome') : t('backToBlog')}
          </a>
          <button type="button" className="btn btn--outline" onClick={close}>
            {t('cancel')}
          </button>
        </div>
      </div>
    </ModalFrame>
  )
}
