'use client'
import dynamic from 'next/dynamic'
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react'

/** The full text in a modal: its code (Radix dialog) loads when the button is first pointed at, focused or pressed. */
const loadDialog = () => import('./TextDialog.client')
const TextDialog = dynamic(loadDialog, { ssr: false })

/** The full text in a modal (TextDialog: Escape, the close button or a click outside closes it; focus returns). */
type InDialog = { title: string; close: string; body: ReactNode; className?: string }

type Props = {
  children: ReactNode
  /** The clamped box: a paragraph of plain text, or a block of rich content. */
  as?: 'p' | 'div'
  className: string
  style?: CSSProperties
  /** The button's text, and its accessible name when the text alone does not say whose text it opens. */
  more: string
  moreLabel?: string
  moreClassName: string
  /** Inline: the box opens in place and the button says `less` (aria-expanded, aria-controls). */
  less?: string
  /** Or a dialog: the button opens the full text in a modal (its trigger carries aria-expanded too). */
  dialog?: InDialog
}

/** True while the element's content is taller than its box (watched as the box resizes). */
function useOverflows<E extends HTMLElement>(watch: unknown) {
  const box = useRef<E>(null)
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    const el = box.current
    if (!el) return
    const check = () => setOverflows(el.scrollHeight > el.clientHeight + 1)
    check()
    const ro = new ResizeObserver(check)
    ro.observe(el)
    return () => ro.disconnect()
  }, [watch])
  return [box, overflows] as const
}

/**
 * Text clamped by CSS with a "see more" button shown only while it overflows (or while open): the one
 * clamp/see-more pattern of the site (team descriptions, testimonies, long quotes). Every string comes
 * from the caller's messages, in the page's language.
 */
export function ClampedText({
  children,
  as: Box = 'p',
  className,
  style,
  more,
  moreLabel,
  moreClassName,
  less,
  dialog,
}: Props) {
  const [open, setOpen] = useState(false)
  const [dialogOpen, setDialogOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const [box, overflows] = useOverflows<HTMLParagraphElement & HTMLDivElement>(
    typeof children === 'string' ? children : null,
  )
  const id = useId()
  const inline = !dialog
  return (
    <>
      <Box id={id} ref={box} className={className} style={style} data-open={inline ? open : undefined}>
        {children}
      </Box>
      {!(overflows || open || dialogOpen) ? null : dialog ? (
        <>
          <button
            ref={trigger}
            type="button"
            className={moreClassName}
            aria-label={moreLabel}
            aria-haspopup="dialog"
            aria-expanded={dialogOpen}
            onPointerEnter={() => void loadDialog()}
            onFocus={() => void loadDialog()}
            onClick={() => setDialogOpen(true)}
          >
            {more}
          </button>
          {dialogOpen ? <TextDialog {...dialog} onClose={() => setDialogOpen(false)} returnFocus={trigger} /> : null}
        </>
      ) : (
        <button
          type="button"
          className={moreClassName}
          aria-label={open ? undefined : moreLabel}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? (less ?? more) : more}
        </button>
      )}
    </>
  )
}
