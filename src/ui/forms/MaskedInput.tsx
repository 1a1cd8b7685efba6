'use client'
import { forwardRef, type ChangeEvent, type InputHTMLAttributes } from 'react'
import { applyMask, caretAfterMask, type Mask } from './masks'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> &
  Mask & { onChange?: (e: ChangeEvent<HTMLInputElement>) => void }

/**
 * An input formatted by a mask on every input event, synchronously: fast typing, pasting, autofill
 * and values set by script all end up masked, with nothing dropped (docs/decisions/0011).
 * Works with react-hook-form's `register` (uncontrolled: the formatted value is in place before onChange).
 */
export const MaskedInput = forwardRef<HTMLInputElement, Props>(function MaskedInput(
  { mask, replacement, upper, onChange, ...rest },
  ref,
) {
  const m: Mask = { mask, replacement, upper }
  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.target
    const raw = el.value
    const next = applyMask(raw, m)
    if (next !== raw) {
      const caret = caretAfterMask(raw, el.selectionStart ?? raw.length, next, m)
      el.value = next
      if (document.activeElement === el) el.setSelectionRange(caret, caret)
    }
    onChange?.(e)
  }
  return <input ref={ref} {...rest} onChange={handle} />
})
