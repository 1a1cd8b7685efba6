import { describe, expect, it } from 'vitest'
import { toNavItems } from './nav-model'

const ctx = { locale: 'en' as const, internalQuery: {}, variantId: null }

describe('header nav model', () => {
  it('localizes labels and links and keeps submenus', () => {
    const items = toNavItems(
      [
        {
          id: 'a',
          menu_link: { url: { fr: '/vendre', en: '/sell' }, text: { fr: 'Vendre', en: 'Sell' } },
          sub_menu_repeater: [
            { id: 'b', menu_link: { url: { fr: '/vendre#etapes' }, text: { fr: 'Étapes', en: 'Steps' } } },
          ],
        },
        { id: 'c', menu_link: { url: { fr: '/x' }, text: { fr: null, en: null } } },
      ],
      ctx,
    )
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ label: 'Sell', link: { kind: 'internal', href: '/en/sell' } })
    expect(items[0]?.children[0]).toMatchObject({
      label: 'Steps',
      link: { kind: 'internal', href: '/en/vendre#etapes' },
    })
  })
})
