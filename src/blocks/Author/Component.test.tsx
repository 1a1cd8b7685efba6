import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { IconName } from '@/ui/icon-names'
import { testBlock, testContext } from '../test-context'
import { Author } from './Component'

vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch() {} }) }))

const media = {
  id: 1,
  url: '/api/media/file/portrait.jpg',
  alt: { fr: 'Portrait d’Isabelle', en: 'Portrait of Isabelle' },
  width: 800,
  height: 800,
}
const iconLink = (
  type: IconName | null,
  url: string,
  text?: { fr: string; en: string },
  target: '_self' | '_blank' = '_blank',
) => ({ icon: { type }, link: { url: { fr: url, en: url }, text, target } })
const fields = {
  main_title: { fr: 'Isabelle Gagnon', en: 'Isabelle Gagnon' },
  sub_title: { fr: 'Courtière immobilière', en: 'Real estate broker' },
  description: { fr: 'Elle écrit sur le marché de Laval.', en: 'She writes about the Laval market.' },
  image: { media },
  icon_links_repeater: [
    iconLink('facebook', 'https://www.facebook.com/demo'),
    iconLink('linkedin', 'https://www.linkedin.com/in/demo', {
      fr: 'Isabelle sur LinkedIn',
      en: 'Isabelle on LinkedIn',
    }),
    iconLink('mail', 'mailto:isabelle@example.com', undefined, '_self'),
    iconLink(null, 'https://example.com/blog', { fr: 'Son blogue', en: 'Her blog' }),
  ],
}

describe('author block', () => {
  it('shows photo, name, subtitle, description and icon links named in the visitor’s language', () => {
    const en = renderToStaticMarkup(<Author block={testBlock('author', fields)} ctx={testContext('en')} />)
    expect(en).toContain('Isabelle Gagnon</h2>')
    expect(en).toContain('Real estate broker')
    expect(en).toContain('She writes about the Laval market.')
    expect(en).toContain('alt="Portrait of Isabelle"')
    expect(en).toContain('aria-label="Follow or reach Isabelle Gagnon"')
    expect(en).toContain('role="img" aria-label="Facebook"')
    expect(en).toContain('aria-label="Isabelle on LinkedIn"')
    expect(en).toContain('role="img" aria-label="Email"')
    expect(en).toMatch(/href="https:\/\/www\.facebook\.com\/demo"[^>]* target="_blank" rel="noopener noreferrer"/)
    expect(en).toMatch(/<a [^>]*href="https:\/\/example\.com\/blog"[^>]*><span>Her blog<\/span>/)
    const fr = renderToStaticMarkup(<Author block={testBlock('author', fields)} ctx={testContext('fr')} />)
    expect(fr).toContain('aria-label="Pour suivre ou joindre Isabelle Gagnon"')
    expect(fr).toContain('role="img" aria-label="Courriel"')
    expect(fr).toContain('Son blogue')
    expect(fr).not.toMatch(/Email|Her blog|Follow/)
  })
  it('renders cleanly without a photo or links, and nothing when empty', () => {
    const html = renderToStaticMarkup(
      <Author
        block={testBlock('author', {
          main_title: { fr: 'Équipe Gagnon' },
          image: { media: null },
          icon_links_repeater: [iconLink('facebook', '')],
        })}
        ctx={testContext('fr')}
      />,
    )
    expect(html).toContain('author--text-only')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<ul')
    expect(renderToStaticMarkup(<Author block={testBlock('author', {})} ctx={testContext('en')} />)).toBe('')
  })
})
