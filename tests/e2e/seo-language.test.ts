import { describe, expect, it } from 'vitest'
import { fetchRaw } from './helpers/browser'

/** What search engines and screen readers get in the server HTML: language, alternates, no mixed-language UI. */
const html = async (path: string) => {
  const res = await fetchRaw(path)
  expect(res.status, path).toBe(200)
  return res.text()
}
const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]*)"`, 'i'))?.[1]
const alternates = (doc: string) =>
  Object.fromEntries(
    [...doc.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)].map(([t]) => [
      attr(t, 'hrefLang'),
      new URL(attr(t, 'href') ?? '').pathname,
    ]),
  )
const meta = (doc: string, property: string) =>
  [...doc.matchAll(/<meta[^>]*>/g)]
    .map(([t]) => t)
    .filter((t) => attr(t, 'property') === property)
    .map((t) => attr(t, 'content'))

describe('language metadata', () => {
  for (const [fr, en] of [
    ['/fr', '/en'],
    ['/fr/proprietes', '/en/properties'],
  ]) {
    it(`${fr} declares fr-CA, its alternates and og:locale fr_CA`, async () => {
      const doc = await html(fr)
      expect(doc).toMatch(/<html[^>]*\slang="fr-CA"/)
      expect(alternates(doc)).toEqual({ 'fr-CA': fr, 'en-CA': en, 'x-default': fr })
      expect(meta(doc, 'og:locale')).toEqual(['fr_CA'])
      expect(meta(doc, 'og:locale:alternate')).toEqual(['en_CA'])
    })
  }

  it('an English page declares en-CA and og:locale en_CA, x-default still French', async () => {
    const doc = await html('/en')
    expect(doc).toMatch(/<html[^>]*\slang="en-CA"/)
    expect(alternates(doc)).toEqual({ 'fr-CA': '/fr', 'en-CA': '/en', 'x-default': '/fr' })
    expect(meta(doc, 'og:locale')).toEqual(['en_CA'])
  })
})

describe('no UI text from the other language', () => {
  const english = [
    'Skip to main content',
    'Open menu',
    'Close menu',
    'Main navigation',
    'Terms of use',
    'Privacy policy',
    'Manage cookies',
    'Powered by',
    'opens in a new tab',
    'Footer links',
    'Social media',
    'All rights reserved',
  ]
  const french = [
    'Passer au contenu principal',
    'Ouvrir le menu',
    'Fermer le menu',
    'Navigation principale',
    'Conditions d’utilisation',
    'Politique de confidentialité',
    'Propulsé par',
    's’ouvre dans un nouvel onglet',
    'Tous droits réservés',
  ]

  it('the French home page has none of the English interface strings', async () => {
    const doc = await html('/fr')
    expect(doc).toContain('Passer au contenu principal')
    expect(english.filter((s) => doc.includes(s))).toEqual([])
  })

  it('the English home page has none of the French interface strings', async () => {
    const doc = await html('/en')
    expect(doc).toContain('Skip to main content')
    expect(french.filter((s) => doc.includes(s))).toEqual([])
  })
})
