import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { ClientMessages } from '@/i18n/client'
import { layoutNamespaces, pickMessages } from '@/i18n/client-messages'
import { testBlock, testContext } from '../test-context'
import { BrokerTestimonials } from './Component'

vi.mock('@/ui/catalogue/Lazy.client', () => import('@/ui/catalogue/eager-islands'))

/** Rendered with the layout's client messages, as on a page (the carousel's role descriptions come from them). */
const onPage = (locale: 'fr' | 'en', node: ReactNode) =>
  renderToStaticMarkup(
    <ClientMessages locale={locale} messages={pickMessages(locale, layoutNamespaces)}>
      {node}
    </ClientMessages>,
  )

const row = (fr: string, en: string | null, name: string) => ({
  description: { fr, en },
  broker_name: { fr: name, en: name },
})

describe('broker_testimonials block', () => {
  const block = testBlock('broker_testimonials', {
    main_title: { fr: 'Ce que disent mes clients', en: 'What my clients say' },
    testimonials_repeater: [
      row('Service impeccable', 'Flawless service', 'Julie R.'),
      row('Très efficace', null, 'Marc T.'),
      row('', '', 'Vide'),
    ],
  })
  it('shows the testimonies in the visitor’s language, French when English is empty, and skips empty ones', () => {
    const en = onPage('en', <BrokerTestimonials block={block} ctx={testContext('en')} />)
    expect(en).toContain('What my clients say')
    expect(en).toContain('Flawless service')
    expect(en).toContain('Très efficace')
    expect(en).not.toContain('Vide')
    expect(en).toContain('aria-roledescription="carousel"')
    expect(en).toContain('aria-label="Next"')
  })
  it('clamps each testimony at 7 lines and puts the image on the right unless told left', () => {
    const fr = onPage('fr', <BrokerTestimonials block={block} ctx={testContext('fr')} />)
    expect(fr).toContain('--clamp-lines:7')
    expect(fr).toContain('broker-testimonials--right')
    expect(fr).toContain('aria-label="Suivant"')
    expect(fr).toContain('aria-roledescription="carrousel"')
    const left = renderToStaticMarkup(
      <BrokerTestimonials block={{ ...block, block_params: { orientation_x: 'left' } }} ctx={testContext('fr')} />,
    )
    expect(left).toContain('broker-testimonials--left')
  })
})
