'use client'
import type { Recipient } from '@/leads/contact-schema'
import { ContactForm } from '@/ui/forms/ContactForm'

/** The block's interactive part: the contact form, addressed to the block's recipient (else the site default). */
export function ContactFormIsland({ recipient }: { recipient: Recipient | null }) {
  return <ContactForm recipient={recipient} />
}
