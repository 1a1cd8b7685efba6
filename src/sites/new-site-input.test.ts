import { describe, expect, it } from 'vitest'
import { parseNewSite } from './new-site-input'

const valid = {
  template: '1',
  name: ' Marc Tremblay — Immobilier Boréal ',
  site_id: 'marc-tremblay',
  microsite_id: 'marc_t',
  domains: 'Marc.Localhost\nwww.marc-tremblay.ca, marc.localhost',
  site_type: 'broker',
}
const fieldsOf = (body: unknown) => {
  const r = parseNewSite(body)
  return r.ok ? [] : r.errors.map((e) => e.field)
}

describe('parseNewSite', () => {
  it('normalizes a valid entry: trimmed name, numeric ids, domains as hosts without duplicates', () => {
    const r = parseNewSite({ ...valid, member: 42 })
    expect(r).toEqual({
      ok: true,
      input: {
        template: 1,
        name: 'Marc Tremblay — Immobilier Boréal',
        site_id: 'marc-tremblay',
        microsite_id: 'marc_t',
        domains: ['marc.localhost', 'www.marc-tremblay.ca'],
        site_type: 'broker',
        member: 42,
        contact_name: null,
      },
    })
  })

  it('takes domains as a list, punycode for accented names, and https:// typed by habit', () => {
    const r = parseNewSite({ ...valid, domains: ['https://Équipe-Boréal.ca/fr'] })
    expect(r.ok && r.input.domains).toEqual(['xn--quipe-boral-99aj.ca'])
  })

  it('names each wrong field, in French and English', () => {
    expect(fieldsOf({})).toEqual(['template', 'name', 'site_id', 'microsite_id', 'domains', 'site_type'])
    expect(fieldsOf({ ...valid, site_id: 'a b', microsite_id: '../x' })).toEqual(['site_id', 'microsite_id'])
    expect(fieldsOf({ ...valid, domains: 'ok.ca bad@host' })).toEqual(['domains'])
    expect(fieldsOf({ ...valid, domains: Array.from({ length: 11 }, (_, i) => `d${i}.ca`) })).toEqual(['domains'])
    expect(fieldsOf({ ...valid, site_type: 'franchise', member: 'x', template: -3 })).toEqual([
      'template',
      'site_type',
      'member',
    ])
    const r = parseNewSite({ ...valid, name: '' })
    expect(!r.ok && r.errors[0].message).toEqual({
      fr: expect.stringContaining('obligatoire'),
      en: expect.stringContaining('required'),
    })
  })
})
