'use client'
import { Dialog } from 'radix-ui'
import type { ReactNode, RefObject } from 'react'
import { Glyph } from '@/ui/icons/Glyph'
import { closeNode } from '@/ui/icons/nodes/close'

type Props = {
  title: string
  close: string
  body: ReactNode
  className?: string
  onClose: () => void
  /** The button that opened it: it gets the focus back when the dialog closes. */
  returnFocus: RefObject<HTMLButtonElement | null>
}

/**
 * A clamped text's full text in a modal (Radix dialog: Escape, the close button or a click outside closes it;
 * the focus returns to the button that opened it). Loaded when first wanted (ClampedText), not with the page.
 */
export default function TextDialog({ title, close, body, className, onClose, returnFocus }: Props) {
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content
          className={`modal scheme-normal ${className ?? ''}`.trim()}
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault()
            returnFocus.current?.focus()
          }}
        >
          <div className="modal__head">
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
            <Dialog.Close className="modal__close" aria-label={close}>
              <Glyph node={closeNode} size={24} />
            </Dialog.Close>
          </div>
          <div className="modal__body">{body}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
