import type { Locale } from '@/domain/locales'

export type MessageValues = Record<string, string | number>

/**
 * The subset of ICU MessageFormat that client messages use, without an i18n runtime in the browser:
 * `{name}` (a number as is, as use-intl does), `{n, plural, =0 {…} one {…} other {…}}`
 * with `#`, and ICU quoting (`''` → `'`, `'{…}'` literal). A unit test checks it against use-intl's
 * createTranslator on every message of the client namespaces, in both languages.
 */
export function formatMessage(message: string, values: MessageValues = {}, locale: Locale = 'fr'): string {
  const numbers = new Intl.NumberFormat(locale)
  const show = (v: string | number | undefined, name: string) => {
    if (v === undefined) throw new Error(`missing value {${name}}`)
    return String(v)
  }
  let i = 0
  // Text up to the end of the message or the closing brace of the branch being read.
  function text(count?: number): string {
    let out = ''
    while (i < message.length && message[i] !== '}') {
      const c = message[i]
      if (c === '{') out += argument()
      else if (c === '#' && count !== undefined) {
        out += numbers.format(count)
        i++
      } else if (c === "'" && message[i + 1] === "'") {
        out += "'"
        i += 2
      } else if (c === "'" && /[{}#]/.test(message[i + 1] ?? '')) {
        const end = message.indexOf("'", i + 1)
        out += message.slice(i + 1, end < 0 ? undefined : end)
        i = end < 0 ? message.length : end + 1
      } else {
        out += c
        i++
      }
    }
    return out
  }
  function argument(): string {
    const close = message.slice(i).search(/[,}]/) + i
    const name = message.slice(i + 1, close).trim()
    if (message[close] === '}') return ((i = close + 1), show(values[name], name))
    const typeEnd = message.indexOf(',', close + 1)
    const type = message.slice(close + 1, typeEnd).trim()
    if (type !== 'plural') throw new Error(`unsupported argument type ${type} in "${message}"`)
    i = typeEnd + 1
    const count = Number(values[name])
    if (values[name] === undefined) throw new Error(`missing value {${name}}`)
    const category = new Intl.PluralRules(locale).select(count)
    const branches = new Map<string, string>()
    for (;;) {
      while (/\s/.test(message[i] ?? '')) i++
      if (message[i] === '}' || i >= message.length) break
      const open = message.indexOf('{', i)
      const selector = message.slice(i, open).trim()
      i = open + 1
      branches.set(selector, text(count))
      i++ // the branch's closing brace
    }
    i++ // the argument's closing brace
    return branches.get(`=${count}`) ?? branches.get(category) ?? branches.get('other') ?? ''
  }
  return text()
}
