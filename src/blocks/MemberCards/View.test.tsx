import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { MemberCardData } from '@/domain/members'
import { testBlock, testContext } from '../test-context'
import { SiteProvider, type SiteState } from '@/ui/state/site'
import { MemberCardsView } from './View'

// next/dynamic renders nothing under react-dom/server in a test: the island itself.
vi.mock('./Lazy.client', async () => ({ MemberDirectoryLazy: (await import('./Directory.client')).MemberDirectory }))

const member = (over: Partial<MemberCardData> = {}): MemberCardData => ({
  id: 1,
  slug: 'isabelle-gagnon',
  name: 'Isabelle Gagnon',
  licence_name: 'Isabelle Gagnon',
  designation: 'Courtière immobilière résidentielle',
  agency: 'Immobilier Boréal inc.',
  role: 'broker',
  title: null,
  bio: null,
  photo: { url: '/api/media/file/p.jpg', width: 400, height: 400 },
  phone: { display: '450 555-0142', intl: '+14505550142' },
  email: 'i@example.ca',
  office: { id: 3, name: 'Laval' },
  ...over,
})
const block = testBlock('member_cards', {
  main_title: { fr: 'Notre équipe', en: 'Our team' },
  description: undefined,
  show_office_filter: true,
})
const site = { locale: 'fr', micrositeId: 'demo', siteKey: 'k' } as SiteState
const render = (locale: 'fr' | 'en', members: MemberCardData[], placeholder: 'broker' | 'team' = 'broker') =>
  renderToStaticMarkup(
    <SiteProvider value={{ ...site, locale }}>
      <MemberCardsView
        block={block}
        ctx={testContext(locale)}
        role="broker"
        placeholder={placeholder}
        data={{
          total: 40,
          members,
          offices: [
            { id: 3, label: 'Laval', members: 20 },
            { id: 4, label: 'Montréal', members: 20 },
          ],
        }}
      />
    </SiteProvider>,
  )

describe('member cards', () => {
  it('renders the first page in the server HTML with the OACIQ lines and the profile link', () => {
    const html = render('fr', [member()])
    expect(html).toContain('Notre équipe')
    expect(html).toContain('Courtière immobilière résidentielle')
    expect(html).toContain('Immobilier Boréal inc.')
    expect(html).toContain('href="/fr/courtiers/isabelle-gagnon"')
    expect(html).toContain('Tous les bureaux')
    expect(html).toContain('1 sur 40 affichés')
  })
  it('speaks English on the English page', () => {
    const html = render('en', [member({ designation: 'Residential Real Estate Broker' })])
    expect(html).toContain('href="/en/brokers/isabelle-gagnon"')
    expect(html).toContain('All offices')
    expect(html).not.toContain('Tous les bureaux')
  })
  it('shows the placeholder of the context when a member has no photo', () => {
    expect(render('fr', [member({ photo: null })])).toContain('data-placeholder="broker"')
    expect(render('fr', [member({ photo: null })], 'team')).toContain('data-placeholder="team"')
    expect(render('fr', [member({ photo: null })])).not.toContain('<img')
  })
  it('links no profile for administrative staff', () => {
    expect(render('fr', [member({ role: 'administrative_team' })])).not.toContain('/fr/courtiers/')
  })
})
