import { containsEmail, sanitizeHtml } from '@/domain/rich-text'

/** Sanitised rich text; word-break when it holds an email-like string (long unbreakable words). */
export function RichText({ html, className }: { html?: string | null; className?: string }) {
  if (!html) return null
  const clean = sanitizeHtml(html)
  const cls = ['rich-text', containsEmail(clean) ? 'rich-text--break' : '', className].filter(Boolean).join(' ')
  return <div className={cls} dangerouslySetInnerHTML={{ __html: clean }} />
}

/** Plain text: line-break tags become new lines (rendered with pre-line). */
export { PlainText } from './PlainText'
