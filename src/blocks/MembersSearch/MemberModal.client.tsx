'use client'
import { Dialog } from 'radix-ui'
import type { ReactNode, RefObject } from 'react'
import { Glyph } from '@/ui/icons/Glyph'
import { closeNode } from '@/ui/icons/nodes/close'

type Props = {
  name: string
  details: ReactNode
  close: string
  onClose: () => void
  /** The input or carousel button that opened it: it gets the focus back when the modal closes. */
  returnTo: RefObject<HTMLElement | null>
}

/**
 * The member modal (Radix dialog: Escape, the close button or a click outside closes it; focus returns
 * to what opened it). Loaded when first wanted (MembersSearch), not with the page.
 */
export default function MemberModal({ name, details, close, onClose, returnTo }: Props) {
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content
          className="modal scheme-normal member-modal"
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            if (returnTo.current?.isConnected) {
              e.preventDefault()
              returnTo.current.focus()
            }
          }}
        >
          <div className="modal__head">
            <Dialog.Title className="modal__title">{name}</Dialog.Title>
            <Dialog.Close className="modal__close" aria-label={close}>
              <Glyph node={closeNode} size={24} />
            </Dialog.Close>
          </div>
          <div className="modal__body">{details}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
