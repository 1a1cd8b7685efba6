'use client'
import { create } from 'zustand'

/** Who the contact modal writes to; `message` starts the message (e.g. the listing asked about). */
export type ContactRecipient = {
  type?: string | null
  slug?: string | null
  name?: string | null
  message?: string | null
}

export type ModalState =
  | { kind: 'contact'; recipient: ContactRecipient | null }
  | { kind: 'contact-us' }
  | { kind: 'language-warning'; blogHref: string; page?: boolean }

type Modals = { open: ModalState | null; show: (m: ModalState) => void; close: () => void }

export const useModals = create<Modals>((set) => ({
  open: null,
  show: (m) => set({ open: m }),
  close: () => set({ open: null }),
}))

/** Known link actions (spec 1 §3): open the contact modal, open the contact-us modal. */
export function runLinkAction(action: { action_type?: string | null; action_params?: unknown }): boolean {
  const params = (action.action_params ?? {}) as ContactRecipient
  switch (action.action_type) {
    case 'open_contact_modal':
      useModals.getState().show({ kind: 'contact', recipient: params })
      return true
    case 'open_contact_us_modal':
      useModals.getState().show({ kind: 'contact-us' })
      return true
    default:
      console.warn(`Unknown link action: ${String(action.action_type)}`)
      return false
  }
}
