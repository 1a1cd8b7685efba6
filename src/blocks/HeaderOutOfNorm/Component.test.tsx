import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { HeaderOutOfNorm } from './Component'

vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch() {}, push() {} }), usePathname: () => '/fr' }))

const logo = (url: string) => ({ id: 1, url, width: 480, height: 120, alt: { fr: 'Logo' } })
const franchise = { light: logo('/media/franchise-clair.png'), dark: logo('/media/franchise-sombre.png') }
const fields = {
  logo_image_light: logo('/media/logo-clair.png'),
  logo_image_dark: logo('/media/logo-sombre.png'),
  menu_repeater: [{ id: 'a', menu_link: { url: { fr: '/vendre', en: '/sell' }, text: { fr: 'Vendre', en: 'Sell' } } }],
}

describe('header_out_of_norm block', () => {
  it('is left-aligned by default (spec 2 §5), and takes the orientation it is given', () => {
    const out = renderToStaticMarkup(
      <HeaderOutOfNorm block={testBlock('header_out_of_norm', fields)} ctx={testContext('en')} />,
    )
    expect(out).toContain('site-header--out-of-norm')
    expect(out).toContain('data-align="left"')
    expect(out).toContain('href="/en/sell"')
    const centred = {
      ...testBlock('header_out_of_norm', fields),
      block_params: { color_scheme: 'normal', orientation_x: 'center' },
    }
    expect(renderToStaticMarkup(<HeaderOutOfNorm block={centred} ctx={testContext('en')} />)).toContain(
      'data-align="center"',
    )
  })

  it('picks the logo by scheme and scales it by logo_multiplier', () => {
    const light = renderToStaticMarkup(
      <HeaderOutOfNorm
        block={testBlock('header_out_of_norm', { ...fields, logo_multiplier: 1.5 })}
        ctx={testContext('fr')}
      />,
    )
    expect(light).toContain('logo-clair')
    expect(light).toContain('height="72"')
    const darkBlock = { ...testBlock('header_out_of_norm', fields), block_params: { color_scheme: 'inverted' } }
    const dark = renderToStaticMarkup(<HeaderOutOfNorm block={darkBlock} ctx={testContext('fr')} />)
    expect(dark).toContain('logo-sombre')
    expect(dark).toContain('height="48"')
  })

  it('shows the franchise logo of the brand set when the flag is on, and always on agency sites', () => {
    const ctx = testContext('fr', { franchise })
    expect(
      renderToStaticMarkup(<HeaderOutOfNorm block={testBlock('header_out_of_norm', fields)} ctx={ctx} />),
    ).not.toContain('franchise-clair')
    expect(
      renderToStaticMarkup(
        <HeaderOutOfNorm block={testBlock('header_out_of_norm', { ...fields, show_remax_logo: true })} ctx={ctx} />,
      ),
    ).toContain('franchise-clair')
    expect(
      renderToStaticMarkup(
        <HeaderOutOfNorm
          block={testBlock('header_out_of_norm', fields)}
          ctx={testContext('fr', { franchise, siteType: 'agency' })}
        />,
      ),
    ).toContain('franchise-clair')
  })

  it('leaves out strip rows without text and the strip when nothing is left', () => {
    const strip = [
      { links: [{ icon: { type: 'facebook' as const }, link: { url: { fr: 'https://www.facebook.com/' } } }] },
    ]
    const out = renderToStaticMarkup(
      <HeaderOutOfNorm
        block={testBlock('header_out_of_norm', { ...fields, sup_sections_repeater: strip })}
        ctx={testContext('fr')}
      />,
    )
    expect(out).not.toContain('header-upper')
  })
})
