import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { BrokerTestimonials } from './BrokerTestimonials/Component'
import { DoubleCta } from './DoubleCta/Component'
import { IconCtaCard } from './IconCtaCard/Component'
import { MultiRedirectVertical } from './MultiRedirectVertical/Component'
import { Partners } from './Partners/Component'
import { paramStyle } from './shared'
import { Statistics } from './Statistics/Component'
import { testBlock, testContext } from './test-context'
import { TestimonialsSlider } from './TestimonialsSlider/Component'

vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch() {} }), usePathname: () => '/fr' }))

/** Issue 27, item 8: a stored colour that is not a colour renders nothing (it once went into style="" as it was). */
const EVIL = 'red;position:fixed;inset:0;background:url(https://evil.example/x.png)'
const ctx = testContext('fr')
const text = { fr: 'Texte', en: 'Text' }
const colours = { bg_color_primary: EVIL, bg_color_secondary: EVIL, text_color: EVIL }
const cta = {
  url: { fr: '/contact', en: '/contact' },
  text,
  format: { type: 'button' as const, color: EVIL, bg_color: EVIL },
  icon: { type: 'phone' as never, color: EVIL },
}

const renders: [string, () => string][] = [
  ['block params', () => JSON.stringify(paramStyle({ color_scheme: 'normal', ...colours }) ?? {})],
  [
    'icon_cta_card',
    () =>
      renderToStaticMarkup(
        <IconCtaCard
          block={testBlock('icon_cta_card', {
            main_title: text,
            ...colours,
            icon: { type: 'phone' as never, color: EVIL },
            cta,
          })}
          ctx={ctx}
        />,
      ),
  ],
  [
    'double_cta',
    () =>
      renderToStaticMarkup(
        <DoubleCta
          block={testBlock('double_cta', { cta_repeater: [{ main_title: text, cta, ...colours }] })}
          ctx={ctx}
        />,
      ),
  ],
  [
    'statistics',
    () =>
      renderToStaticMarkup(
        <Statistics
          block={testBlock('statistics', { statistics_repeater: [{ main_title: text, ...colours }] })}
          ctx={ctx}
        />,
      ),
  ],
  [
    'testimonials_slider',
    () =>
      renderToStaticMarkup(
        <TestimonialsSlider
          block={testBlock('testimonials_slider', {
            testimonials_repeater: [{ description: text, ...colours }],
          } as never)}
          ctx={ctx}
        />,
      ),
  ],
  [
    'partners',
    () =>
      renderToStaticMarkup(
        <Partners
          block={testBlock('partners', {
            partners_repeater: [{ main_title: text, tags_repeater: [{ name: text, ...colours }] }],
          })}
          ctx={ctx}
        />,
      ),
  ],
  [
    'broker_testimonials',
    () =>
      renderToStaticMarkup(
        <BrokerTestimonials
          block={testBlock('broker_testimonials', {
            highlight_color: EVIL,
            testimonials_repeater: [{ description: text, broker_name: text }],
          })}
          ctx={ctx}
        />,
      ),
  ],
  [
    'multi_redirect_vertical',
    () =>
      renderToStaticMarkup(
        <MultiRedirectVertical
          block={testBlock('multi_redirect_vertical', { items_repeater: [{ main_title: text, image_bg_color: EVIL }] })}
          ctx={ctx}
        />,
      ),
  ],
]

describe('colour fields on render', () => {
  it.each(renders)('%s: a value that is not a colour renders nothing', (_name, render) => {
    const html = render()
    expect(html).not.toMatch(/evil\.example|position:\s*fixed|url\(/)
  })

  it('renders colours, and theme names as the theme’s colour', () => {
    expect(paramStyle({ color_scheme: 'normal', bg_color_primary: 'primary', text_color: 'rgb(255 255 255)' })).toEqual(
      { background: 'var(--color-primary)', color: 'rgb(255 255 255)' },
    )
    const html = renderToStaticMarkup(
      <IconCtaCard
        block={testBlock('icon_cta_card', {
          main_title: text,
          bg_color_primary: 'hsl(210 50% 40%)',
          text_color: '#fff',
          cta,
        })}
        ctx={ctx}
      />,
    )
    expect(html).toContain('background:hsl(210 50% 40%)')
    expect(html).toContain('color:#fff')
  })
})
