import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { ClientMessages } from '@/i18n/client'
import { layoutNamespaces, pickMessages } from '@/i18n/client-messages'
import { testBlock, testContext } from '../test-context'
import { MembersCarousel } from './Component'

vi.mock('@/ui/catalogue/Lazy.client', () => import('@/ui/catalogue/eager-islands'))
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch() {} }) }))

const member = (name: string) => ({
  person_name: { fr: name, en: name },
  person_subtitle: { fr: 'Courtière immobilière', en: 'Real estate broker' },
  cta_repeater: [
    {
      cta: {
        url: { fr: '/courtiers/x', en: '/brokers/x' },
        text: { fr: 'Voir le profil', en: 'View profile' },
        format: { type: 'button' },
      },
    },
  ],
})
const block = (members: ReturnType<typeof member>[], context_type = 'brokers') => ({
  ...testBlock('members_carousel', {
    main_title: { fr: 'Nos courtiers', en: 'Our brokers' },
    members_repeater: members,
  } as never),
  block_params: { color_scheme: 'normal', context_type },
})
const html = (b: ReturnType<typeof block>, locale: 'fr' | 'en' = 'fr') =>
  renderToStaticMarkup(
    // The layout's client messages, as on a page (the carousels' role descriptions come from them).
    <ClientMessages locale={locale} messages={pickMessages(locale, layoutNamespaces)}>
      <MembersCarousel block={b} ctx={testContext(locale)} />
    </ClientMessages>,
  )

describe('members_carousel block', () => {
  it('shows one slide per member with a thumbnail row of 80 px buttons, in the visitor’s language', () => {
    const en = html(block([member('Julie Dion'), member('Luc Roy'), member('Anne Roy')]), 'en')
    expect(en).toContain('Our brokers')
    expect(en).toContain('Real estate broker')
    expect(en).toContain('View profile')
    expect(en.match(/aria-roledescription="slide"/g)).toHaveLength(3)
    const fr = html(block([member('Julie Dion'), member('Luc Roy')]), 'fr')
    expect(fr.match(/aria-roledescription="diapositive"/g)).toHaveLength(2)
    expect(fr).toContain('aria-roledescription="carrousel"')
    expect(en).toContain('aria-label="Show Luc Roy"')
    expect(en).toContain('--thumb:80px')
    expect(en).toContain('--split:80%')
    expect(en).toContain('aria-label="Pause')
  })
  it('is disabled with one member: no controls, no thumbnails', () => {
    const one = html(block([member('Julie Dion')]))
    expect(one).not.toContain('thumbs-carousel__thumb')
    expect(one).not.toContain('aria-label="Suivant"')
  })
  it('shows the placeholder of its context_type for a member without a photo', () => {
    expect(html(block([member('Julie Dion')], 'teams'))).toContain('data-placeholder="team"')
    expect(html(block([member('Julie Dion')]))).toContain('data-placeholder="broker"')
  })
})
