import { createElement } from 'react'
import { brToNewlines } from '@/domain/rich-text'

type Props = { text?: string | null; as?: 'p' | 'span' | 'h1' | 'h2' | 'h3' | 'div'; className?: string; id?: string }

export function PlainText({ text, as = 'p', className, id }: Props) {
  if (!text) return null
  return createElement(as, { className: ['plain-text', className].filter(Boolean).join(' '), id }, brToNewlines(text))
}
