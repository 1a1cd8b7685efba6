'use client'
import type { Recipient } from '@/leads/contact-schema'
import { ContactFormGate } from '@/ui/forms/ContactFormGate'

/** The block's interactive part: the contact form, addressed to the block's recipient (else the site default);
 * server-rendered, its code loaded on first focus (ContactFormGate). */
export function ContactFormIsland({ recipient }: { recipient: Recipient | null }) {
  return <ContactFormGate recipient={recipient} />
}
