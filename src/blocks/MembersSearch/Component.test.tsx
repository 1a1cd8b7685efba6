import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { MembersSearch } from './Component'

vi.mock('./islands.client', () => import('./islands-eager'))

const member = (n: number) => ({
  person_name: { fr: `Membre ${n}`, en: `Member ${n}` },
  person_subtitle: { fr: 'Courtier', en: 'Broker' },
  program_items_repeater: [{ description: { fr: 'Premier achat', en: 'First purchase' } }],
})
const block = (count: number, show_carousel = true) =>
  testBlock('members_search', {
    main_title: { fr: 'Trouvez votre courtier', en: 'Find your broker' },
    show_carousel,
    card_members_repeater: Array.from({ length: count }, (_, i) => member(i + 1)),
  })
const html = (b: ReturnType<typeof block>, locale: 'fr' | 'en' = 'fr') =>
  renderToStaticMarkup(<MembersSearch block={b} ctx={testContext(locale)} />)

describe('members_search block', () => {
  it('offers a labelled combobox in the visitor’s language', () => {
    const en = html(block(2), 'en')
    expect(en).toContain('Find your broker')
    expect(en).toContain('role="combobox"')
    expect(en).toContain('Search for a member')
    expect(en).not.toContain('Rechercher')
    expect(html(block(2))).toContain('Rechercher un membre')
  })
  it('shows at most 10 members in an autoplaying, pausable carousel', () => {
    const out = html(block(12))
    expect(out.match(/members-search__details/g)).toHaveLength(10)
    expect(out).toContain('Voir la fiche — Membre 10')
    expect(out).not.toContain('Voir la fiche — Membre 11')
    expect(out).toContain('aria-label="Mettre le défilement en pause"')
  })
  it('leaves the carousel out when show_carousel is off, and uses the placeholder without a photo', () => {
    const out = html(block(3, false))
    expect(out).not.toContain('members-search__details')
    expect(html(block(3))).toContain('data-placeholder="broker"')
  })
})
