'use client'
import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { ClientMessages, useLocale } from '@/i18n/client'
import type { Messages } from '@/i18n/messages'
import type { Locale } from '@/domain/locales'
import { useScrollLock } from '../state/scroll-lock'
import { useModals } from './store'

const loadModals = () => import('./Modals')
const Modals = dynamic(loadModals, { ssr: false })

type ModalMessages = Pick<Messages, 'Modals' | 'LeadForms'>
const loaded = new Map<Locale, Promise<ModalMessages>>()
/** The modals' messages (src/app/api/messages), fetched once per language; a failed fetch is tried again next time. */
function loadMessages(locale: Locale): Promise<ModalMessages> {
  let p = loaded.get(locale)
  if (!p) {
    p = fetch(`/api/messages/${locale}`).then((r) => {
      if (!r.ok) throw new Error(`Messages: HTTP ${r.status}`)
      return r.json() as Promise<ModalMessages>
    })
    p.catch(() => loaded.delete(locale))
    loaded.set(locale, p)
  }
  return p
}

/**
 * Mounted on every page; the modals' code (dialog, forms, zod, captcha) and their messages load when one
 * first opens (no page carries them: decision 0040).
 */
export function ModalsHost() {
  const { open, close } = useModals()
  const locale = useLocale()
  const [messages, setMessages] = useState<ModalMessages | null>(null)
  useScrollLock('modal', open !== null)
  useEffect(() => {
    if (!open || messages) return
    let live = true
    void loadModals() // the code and the messages load side by side
    loadMessages(locale)
      .then((m) => live && setMessages(m))
      .catch((err: unknown) => {
        // Nothing to show it with: the page is given back rather than left locked behind no modal.
        console.error(err)
        if (live) close()
      })
    return () => {
      live = false
    }
  }, [open, messages, locale, close])
  return open && messages ? (
    <ClientMessages locale={locale} messages={messages}>
      <Modals open={open} close={close} />
    </ClientMessages>
  ) : null
}
