import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { IconCtaCard } from './Component'

vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch() {} }) }))

describe('icon_cta_card block', () => {
  it('shows the title and button in the visitor’s language on the card colours', () => {
    const block = testBlock('icon_cta_card', {
      main_title: { fr: 'Une question?', en: 'A question?' },
      bg_color_primary: '#fde9c9',
      text_color: '#1a1a1a',
      cta: {
        url: { fr: '/contact', en: '/contact' },
        text: { fr: 'Écrivez-moi', en: 'Write to me' },
        format: { type: 'button' },
      },
    })
    const en = renderToStaticMarkup(<IconCtaCard block={block} ctx={testContext('en')} />)
    expect(en).toContain('A question?')
    expect(en).toContain('Write to me')
    expect(en).toContain('href="/en/contact"')
    expect(en).toContain('background:#fde9c9')
  })
})
