'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { closeNode } from '@/ui/icons/lucide-nodes'
import { Dialog } from 'radix-ui'
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'

type Props = { lines: number; text: string; title: string; showMore: string; close: string; footer?: ReactNode }

/**
 * A testimony truncated at `lines` lines; when it overflows, "show more" opens the testimony modal
 * (closes on the close button, Escape or a click outside; page scrolling is locked while open).
 */
export function TruncatedTestimony({ lines, text, title, showMore, close, footer }: Props) {
  const [overflows, setOverflows] = useState(false)
  const box = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    const el = box.current
    if (!el) return
    const check = () => setOverflows(el.scrollHeight > el.clientHeight + 1)
    check()
    const ro = new ResizeObserver(check)
    ro.observe(el)
    return () => ro.disconnect()
  }, [text])
  return (
    <>
      <p ref={box} className="plain-text clamp" style={{ '--clamp-lines': lines } as CSSProperties}>
        {text}
      </p>
      {overflows ? (
        <Dialog.Root>
          <Dialog.Trigger className="link testimony__more">{showMore}</Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="modal__overlay" />
            <Dialog.Content className="modal scheme-normal" aria-describedby={undefined}>
              <div className="modal__head">
                <Dialog.Title className="modal__title">{title}</Dialog.Title>
                <Dialog.Close className="modal__close" aria-label={close}>
                  <Glyph node={closeNode} size={24} />
                </Dialog.Close>
              </div>
              <div className="modal__body">
                <p className="plain-text">{text}</p>
                {footer}
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      ) : null}
    </>
  )
}
