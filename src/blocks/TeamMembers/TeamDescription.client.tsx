'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { closeNode } from '@/ui/icons/lucide-nodes'
import { Dialog } from 'radix-ui'
import { useEffect, useRef, useState, type ReactNode } from 'react'

type Props = { text: string; title: string; seeMore: string; seeMoreLabel: string; close: string; details: ReactNode }

/**
 * A team member's description clamped by CSS (7 lines at xxxl and up, else 5); the see-more button
 * shows only while the text overflows its clamp, and opens the team-member modal with the full
 * description (Radix dialog: Escape, close button or outside click closes; focus returns).
 */
export function TeamDescription({ text, title, seeMore, seeMoreLabel, close, details }: Props) {
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
      <p ref={box} className="plain-text clamp team-card__text">
        {text}
      </p>
      {overflows ? (
        <Dialog.Root>
          <Dialog.Trigger className="link team-card__more" aria-label={seeMoreLabel}>
            {seeMore}
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="modal__overlay" />
            <Dialog.Content className="modal scheme-normal team-modal" aria-describedby={undefined}>
              <div className="modal__head">
                <Dialog.Title className="modal__title">{title}</Dialog.Title>
                <Dialog.Close className="modal__close" aria-label={close}>
                  <Glyph node={closeNode} size={24} />
                </Dialog.Close>
              </div>
              <div className="modal__body">{details}</div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      ) : null}
    </>
  )
}
