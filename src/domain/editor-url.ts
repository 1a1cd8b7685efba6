/**
 * What an editor may type into a URL field (decision 0018), checked by the server on save:
 * - 'https': an absolute https URL (powered-by link, <link href> head elements);
 * - 'https-or-path': that, or a path of this site ('/…', not '//host');
 * - 'link': that, or an anchor or query ('#…', '?…'), mailto:, tel: or sms:.
 * Empty values pass (the field's own `required` decides). No control characters or spaces anywhere.
 */
export type EditorUrlRule = 'https' | 'https-or-path' | 'link'

const isHttps = (v: string) => {
  try {
    const u = new URL(v)
    return u.protocol === 'https:' && Boolean(u.hostname) && !u.username && !u.password && /^https:\/\//i.test(v)
  } catch {
    return false
  }
}
const isPath = (v: string) => v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\')

export function editorUrlAllowed(value: unknown, rule: EditorUrlRule): boolean {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string') return false
  const v = value.trim()
  if (!v) return true
  // eslint-disable-next-line no-control-regex -- control characters and spaces are what this test refuses
  if (/[\u0000-\u0020\u007f\\]/.test(v)) return false
  if (isHttps(v)) return true
  if (rule === 'https') return false
  if (isPath(v)) return true
  if (rule === 'https-or-path') return false
  return /^[#?]/.test(v) || /^(mailto|tel|sms):[^/]/i.test(v)
}
