import { describe, expect, it } from 'vitest'
import { composeAlertEmail, type AlertEmailListing } from './alert-email'

const listing = (i: number): AlertEmailListing => ({
  uls: String(72_000_000 + i),
  street: `${i} rue <Principale>`,
  city: 'Québec',
  type_code: 'condo',
  price: 300_000 + i,
  bedrooms: 2,
  bathrooms: 1,
})
const input = {
  name: 'Marie',
  siteName: 'Immobilier Boréal',
  origin: 'https://courtier.example',
  unsubscribeUrl: 'https://courtier.example/api/alerts/unsubscribe?token=1.x',
  listings: Array.from({ length: 12 }, (_, i) => listing(i)),
}

describe('property alert e-mail', () => {
  it('speaks French with French links, caps the list and counts the rest', () => {
    const m = composeAlertEmail({ ...input, locale: 'fr' })
    expect(m.subject).toBe('Nouvelles propriétés pour votre alerte (12) — Immobilier Boréal')
    expect(m.text).toContain('Bonjour Marie')
    expect(m.text).toContain('https://courtier.example/fr/proprietes/0-rue-principale-quebec-72000000')
    expect(m.text).toMatch(/300\s000\s\$ · 2 ch\. · 1 sdb/)
    expect(m.text).not.toContain('72000010')
    expect(m.text).toContain('et 2 autres sur le site.')
    expect(m.html).toContain('0 rue &#60;Principale&#62;')
    expect(m.html).not.toContain('<Principale>')
    expect(m.headers['List-Unsubscribe']).toBe(`<${input.unsubscribeUrl}>`)
    expect(m.text).toContain(`Se désabonner de ces alertes : ${input.unsubscribeUrl}`)
  })
  it('speaks English with English links', () => {
    const m = composeAlertEmail({ ...input, locale: 'en', listings: input.listings.slice(0, 1) })
    expect(m.subject).toBe('New properties for your alert (1) — Immobilier Boréal')
    expect(m.text).toContain('/en/properties/0-rue-principale-quebec-72000000')
    expect(m.text).toContain('$300,000 · 2 bd · 1 ba')
    expect(m.text).not.toContain('more on the site')
  })
})
