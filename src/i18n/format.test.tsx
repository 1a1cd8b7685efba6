import { renderToString } from 'react-dom/server'
import { createTranslator } from 'use-intl/core'
import { describe, expect, it } from 'vitest'
import { locales } from '@/domain/locales'
import { ClientMessages, useLocale, useTranslations } from './client'
import { layoutNamespaces, modalNamespaces } from './client-messages'
import { formatMessage } from './format'
import { messages } from './messages'

/** Every namespace client code reads: the layout's, the modals' and those islands add (IslandMessages). */
const clientNamespaces = [
  ...layoutNamespaces,
  ...modalNamespaces,
  'Search',
  'Listing',
  'Mortgage',
  'StepForms',
] as const
const leaves = (o: object, p = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${p}${k}`, v] as [string, string]] : leaves(v, `${p}${k}.`),
  )
const argNames = (m: string) => [...new Set([...m.matchAll(/\{\s*([\w-]+)\s*[,}]/g)].map((x) => x[1]))]

describe('formatMessage matches use-intl on every client message', () => {
  for (const locale of locales) {
    const reference = createTranslator({ locale, messages: messages[locale] })
    for (const ns of clientNamespaces) {
      it(`${locale} ${ns}`, () => {
        for (const [key, message] of leaves(messages[locale][ns])) {
          const names = argNames(message)
          const samples: Record<string, string | number>[] = [
            ...[0, 1, 2, 7, 1500, 1234567.5].map((n) => Object.fromEntries(names.map((a) => [a, n]))),
            ...(/plural/.test(message) ? [] : [Object.fromEntries(names.map((a) => [a, `« ${a} » l’été`]))]),
          ]
          for (const values of samples) {
            expect(formatMessage(message, values, locale), `${ns}.${key} ${JSON.stringify(values)}`).toBe(
              reference(`${ns}.${key}` as never, values as never),
            )
          }
        }
      })
    }
  }

  it('handles ICU quoting, =N before the plural category, and French "one" for 0', () => {
    expect(formatMessage("l''{x} '{x}' {x}", { x: 'a' })).toBe("l'a {x} a")
    expect(formatMessage('{n, plural, one {# un} other {# autres}}', { n: 0 }, 'fr')).toBe('0 un')
    expect(formatMessage('{n, plural, one {# one} other {# others}}', { n: 0 }, 'en')).toBe('0 others')
    expect(formatMessage('{n, plural, =0 {none} one {# one} other {# others}}', { n: 0 }, 'en')).toBe('none')
  })
})

describe('client translator', () => {
  function Probe() {
    const t = useTranslations('Search')
    const m = useTranslations('Mortgage')
    const e = useTranslations('LeadForms.errors')
    return (
      <p>{`${useLocale()}|${t('results', { count: 2 })}|${m('years', { count: 25 })}|${e.has('emailRequired')}|${e.has('nope')}|${t('nope' as never)}`}</p>
    )
  }
  it('reads the layout messages and those a nested provider adds', () => {
    const html = renderToString(
      <ClientMessages locale="en" messages={{ Search: messages.en.Search, LeadForms: messages.en.LeadForms }}>
        <ClientMessages locale="en" messages={{ Mortgage: messages.en.Mortgage }}>
          <Probe />
        </ClientMessages>
      </ClientMessages>,
    )
    expect(html).toContain(`en|2 properties|25 years|true|false|Search.nope`)
  })
})
