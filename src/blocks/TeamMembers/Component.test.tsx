import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { TeamMembers } from './Component'

vi.mock('@/ui/catalogue/Lazy.client', () => import('@/ui/catalogue/eager-islands'))
vi.mock('./islands.client', () => import('./islands-eager'))

const person = (fr: string, en: string, description?: string) => ({
  person_name: { fr, en },
  person_subtitle: { fr: 'Directrice', en: 'Director' },
  description: description ? { fr: description, en: description } : undefined,
  list_items_repeater: [
    { main_title: { fr: 'Langues', en: 'Languages' }, description: { fr: 'Français, anglais', en: 'French, English' } },
  ],
})
const block = (members: ReturnType<typeof person>[], context_type?: string) => ({
  ...testBlock('team_members_carousel', {
    main_title: { fr: 'Notre direction', en: 'Our leadership' },
    members_repeater: members,
  }),
  block_params: { color_scheme: 'normal', context_type },
})
const html = (b: ReturnType<typeof block>, locale: 'fr' | 'en' = 'fr') =>
  renderToStaticMarkup(<TeamMembers block={b} ctx={testContext(locale)} />)

describe('team_members_carousel block', () => {
  it('shows each member in the visitor’s language with the clamped description', () => {
    const en = html(block([person('Julie', 'Julie', 'Vingt ans de métier.'), person('Luc', 'Luc')]), 'en')
    expect(en).toContain('Our leadership')
    expect(en).toContain('Director')
    expect(en).toContain('Languages')
    expect(en).toContain('team-card__text')
    expect(en).not.toContain('Directrice')
  })
  it('has no autoplay, and no controls with a single slide', () => {
    const many = html(block([person('A', 'A'), person('B', 'B'), person('C', 'C'), person('D', 'D')]))
    expect(many).toContain('aria-label="Suivant"')
    expect(many).not.toContain('Mettre le défilement en pause')
    const one = html(block([person('A', 'A')]))
    expect(one).not.toContain('aria-label="Suivant"')
  })
  it('shows the placeholder of its context_type when a member has no photo', () => {
    expect(html(block([person('A', 'A')], 'teams'))).toContain('data-placeholder="team"')
    expect(html(block([person('A', 'A')], 'brokers'))).toContain('data-placeholder="broker"')
    expect(html(block([person('A', 'A')]))).toContain('role="img" aria-label="Photo non disponible — A"')
  })
})
