'use client'
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { flushSync } from 'react-dom'
import type { Recipient } from '@/leads/contact-schema'
import type { ContactFormProps, TakenOver } from './ContactForm'
import { StaticContactForm, readTyped } from './StaticContactForm'

/** The live form's code: react-hook-form, zod, the captcha, the mask, sonner. */
const loadLive = () => import('./ContactForm').then((m) => m.ContactForm)

type Live = { Form: ComponentType<ContactFormProps>; takenOver: TakenOver }

/**
 * The contact form on a page (decision 0040): its fields are in the HTML from the first paint and take
 * typing at once; validation and the captcha load on the first focus, press or keystroke inside it (or at
 * hydration when the visitor already typed). The live form then replaces the static one with what was
 * typed, the focus and caret where they were, and a send that was asked for meanwhile.
 */
export function ContactFormGate({ recipient }: { recipient: Recipient | null }) {
  const [live, setLive] = useState<Live | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const started = useRef(false)
  const submitAsked = useRef(false)

  const wake = useCallback((submit = false) => {
    submitAsked.current ||= submit
    if (started.current) return
    started.current = true
    loadLive().then(
      (Form) => {
        const form = formRef.current
        if (!form) return
        // Read and swap in one synchronous step: no keystroke lands between the two.
        const takenOver = { ...readTyped(form), submit: submitAsked.current }
        flushSync(() => setLive({ Form, takenOver }))
      },
      (e: Error) => {
        started.current = false // a later focus tries again
        console.warn(e.message)
      },
    )
  }, [])

  useEffect(() => {
    // Typed into or focused before this code ran: load now.
    const form = formRef.current
    if (form && (form.contains(document.activeElement) || readTyped(form).typed)) wake()
  }, [wake])

  if (live) return <live.Form recipient={recipient} takenOver={live.takenOver} />
  return <StaticContactForm ref={formRef} onWake={wake} />
}
