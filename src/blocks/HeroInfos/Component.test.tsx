import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { HeroInfos } from './Component'

const fields = {
  main_title: { fr: 'Équipe Gagnon', en: 'Gagnon Team' },
  sub_title: { fr: 'Courtiers à Laval', en: 'Brokers in Laval' },
  list_items_repeater: [
    {
      id: 'a',
      main_title: { fr: '250 ventes', en: '250 sales' },
      description: { fr: 'depuis 2012', en: 'since 2012' },
    },
    { id: 'b', main_title: { fr: null, en: null } },
  ],
}

describe('hero_infos and hero_profile_page blocks', () => {
  it('lists its items in the visitor language and skips empty ones', () => {
    const out = renderToStaticMarkup(
      <HeroInfos block={testBlock('hero_profile_page', fields)} ctx={testContext('en', { index: 0 })} />,
    )
    expect(out).toMatch(/<h1[^>]*>Gagnon Team<\/h1>/)
    expect(out).toContain('<dt>250 sales</dt><dd>since 2012</dd>')
    expect(out.match(/<dt>/g)).toHaveLength(1)
  })
  it('takes the full width without media, and skips the entry animation only when first on the page', () => {
    const first = renderToStaticMarkup(
      <HeroInfos block={testBlock('hero_infos', fields)} ctx={testContext('fr', { index: 0 })} />,
    )
    expect(first).toContain('hero-infos--text-only')
    expect(first).not.toContain('data-in-view')
    const later = renderToStaticMarkup(
      <HeroInfos block={testBlock('hero_infos', fields)} ctx={testContext('fr', { index: 2 })} />,
    )
    expect(later).toContain('data-in-view')
  })
})
