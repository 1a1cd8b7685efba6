import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { Rewards } from './Component'

vi.mock('@/ui/catalogue/Lazy.client', () => import('@/ui/catalogue/eager-islands'))

const reward = (ident: string, title: string) => ({
  reward_ident: ident as 'diamant',
  main_title: { fr: title, en: title },
})

describe('rewards block', () => {
  const rows = [
    reward('diamant', 'Diamant'),
    reward('platine', 'Platine'),
    reward('titan', 'Titan'),
    reward('pinacle', 'Pinacle'),
  ]
  it('shows the first 3 rewards with their light image, then a show-more button', () => {
    const html = renderToStaticMarkup(
      <Rewards
        block={testBlock('rewards', { main_title: { fr: 'Distinctions', en: 'Awards' }, rewards_repeater: rows })}
        ctx={testContext('en')}
      />,
    )
    expect(html).toContain('/images/rewards/light/diamant_fr.svg')
    expect(html).toContain('Titan')
    expect(html).not.toContain('Pinacle')
    expect(html).toContain('See all awards')
  })
  it('uses the dark images on the inverted scheme and no image for an unknown ident', () => {
    const block = {
      ...testBlock('rewards', { rewards_repeater: [reward('diamant', 'Diamant'), reward('gold', 'Or')] }),
      block_params: { color_scheme: 'inverted' },
    }
    const html = renderToStaticMarkup(<Rewards block={block} ctx={testContext('fr')} />)
    expect(html).toContain('/images/rewards/dark/diamant_fr.svg')
    expect(html).toContain('Or')
    expect(html.match(/<img/g)?.length).toBe(1)
  })
})
