import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { Partners } from './Component'

vi.mock('./islands.client', () => import('./islands-eager'))

const partner = (n: number, tag: [string, string]) => ({
  main_title: { fr: `Partenaire ${n}`, en: `Partner ${n}` },
  sub_title: { fr: 'Notaires', en: 'Notaries' },
  tags_repeater: [{ name: { fr: tag[0], en: tag[1] }, bg_color_primary: '#0b4f8a', text_color: '#ffffff' }],
})
const block = (count: number) =>
  testBlock('partners', {
    main_title: { fr: 'Nos partenaires', en: 'Our partners' },
    partners_repeater: Array.from({ length: count }, (_, i) =>
      partner(i + 1, i % 2 ? ['Inspection', 'Inspection'] : ['Notaire', 'Notary']),
    ),
  })
const html = (count: number, locale: 'fr' | 'en' = 'fr') =>
  renderToStaticMarkup(<Partners block={block(count)} ctx={testContext(locale)} />)

describe('partners block', () => {
  it('shows the first 6 with show more, and the tag filter in the visitor’s language', () => {
    const fr = html(8)
    expect(fr.match(/class="partner-card"/g)).toHaveLength(6)
    expect(fr).toContain('Voir tous les partenaires')
    expect(fr).toContain('6 sur 8 partenaires affichés')
    expect(fr).toContain('aria-pressed="true">Toutes')
    expect(fr).toContain('>Notaire</button>')
    const en = html(8, 'en')
    expect(en).toContain('>Notary</button>')
    expect(en).not.toContain('Notaire')
  })
  it('has no show more with 6 partners or fewer, and the placeholder without an avatar', () => {
    const out = html(4)
    expect(out).not.toContain('Voir tous les partenaires')
    expect(out).toContain('data-placeholder="broker"')
    expect(out).toContain('background:#0b4f8a')
  })
})
