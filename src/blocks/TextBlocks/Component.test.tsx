import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { testBlock, testContext } from '../test-context'
import type { BlockFields } from '../types'
import { TextBlocks } from './Component'

vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch() {} }) }))

type Fields = BlockFields<'text_blocks'>
const t = (fr: string, en: string) => ({ fr, en })
const photo = (name: string) => ({
  media: { url: `/media/${name}.jpg`, alt: t(`Photo ${name}`, `Photo ${name} (en)`), width: 800, height: 600 },
})
const button = (fr: string, en: string) => ({
  url: t('/contact', '/contact'),
  text: t(fr, en),
  format: { type: 'button' as const },
})
const render = (fields: Fields, locale: 'fr' | 'en' = 'fr', params: Record<string, string> = {}) =>
  renderToStaticMarkup(
    <TextBlocks
      block={{ ...testBlock('text_blocks', fields), block_params: { color_scheme: 'normal', ...params } }}
      ctx={testContext(locale)}
    />,
  )
const rendered = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('text blocks', () => {
  it.each(['type_1', 'type_2', 'double_image', 'rows', null] as const)(
    '%s renders cleanly with every field empty: no heading, link or image',
    (variant) => {
      for (const locale of ['fr', 'en'] as const) {
        const html = render(
          {
            variant,
            media_repeater: [{ image: {} }, { image: { media: null } }],
            text_img_multiple_repeater: [{}, { image: {} }],
            cta_repeater: [{}],
          },
          locale,
        )
        expect(html).not.toMatch(/<(h1|h2|h3|img|a|button)\b/)
        expect(rendered(html)).toBe('')
      }
    },
  )

  it('type 2 (the default, as stored before variants) centres its text unless the editor aligns it left or right', () => {
    const fields = {
      super_title: t('Vendre avec moi', 'Sell with me'),
      main_title: t('Le bon prix', 'The right price'),
      description: t('<p>Une évaluation honnête.</p>', '<p>Une évaluation honnête.</p>'),
      cta: button('Demander', 'Ask'),
    }
    const centred = render(fields, 'en')
    expect(centred).toContain('text-block--type-2')
    expect(centred).toContain('text-center')
    expect(rendered(centred)).toBe('Sell with me The right price Une évaluation honnête. Ask')
    expect(render({ ...fields, text_align: 'left' })).toContain('text-left')
    expect(
      render({
        ...fields,
        variant: 'type_2',
        text_align: 'right',
        cta_repeater: [{ cta: button('Un', 'One') }, { cta: button('Deux', 'Two') }],
      }),
    ).toMatch(/text-right[\s\S]*Demander[\s\S]*Un[\s\S]*Deux/)
  })

  it('type 1 puts the title and its call to action before the description', () => {
    const html = render(
      {
        variant: 'type_1',
        main_title: t('Acheter à Laval', 'Buying in Laval'),
        cta: button('Me joindre', 'Contact me'),
        description: t('<p>Texte.</p>', '<p>Texte.</p>'),
      },
      'en',
    )
    expect(html).toContain('text-block--type-1')
    expect(rendered(html)).toBe('Buying in Laval Contact me Texte.')
    expect(html).toMatch(/<h2[^>]*>Buying in Laval<\/h2>/)
  })

  it('double image shows at most two images with their alt in the page language, on the side asked (right by default)', () => {
    const fields: Fields = {
      variant: 'double_image',
      main_title: t('Le quartier', 'The neighbourhood'),
      media_repeater: [{ image: photo('a') }, { image: {} }, { image: photo('b') }, { image: photo('c') }],
    }
    const right = render(fields, 'en')
    expect(right).toContain('text-block--images-right')
    expect(right.match(/<img/g)).toHaveLength(2)
    expect(right).toContain('alt="Photo a (en)"')
    expect(right).toContain('alt="Photo b (en)"')
    expect(right).not.toContain('Photo c')
    expect(render(fields, 'fr', { orientation_x: 'left' })).toContain('text-block--images-left')
    expect(render(fields, 'fr', { orientation_x: 'center' })).toContain('text-block--images-right')
  })

  it('rows alternate text beside an image, and a lone text or image spans its row; empty rows are left out', () => {
    const html = render(
      {
        variant: 'rows',
        main_title: t('Mes services', 'My services'),
        text_img_multiple_repeater: [
          {
            main_title: t('Achat', 'Purchase'),
            description: t('<p>Visites.</p>', '<p>Visites.</p>'),
            image: photo('a'),
          },
          { main_title: t('Vente', 'Sale'), image: photo('b'), cta: button('Évaluer', 'Value') },
          { description: t('<p>Texte seul.</p>', '<p>Texte seul.</p>') },
          { image: photo('c') },
          {},
        ],
      },
      'en',
    )
    expect(html.match(/<li/g)).toHaveLength(4)
    expect(html).toMatch(
      /--image-left[\s\S]*Purchase[\s\S]*--image-right[\s\S]*Sale[\s\S]*Value[\s\S]*--text"[\s\S]*Texte seul[\s\S]*--image"/,
    )
    expect(html).toMatch(/<h3>Purchase<\/h3>/)
  })

  it('falls back to French when a row has no English text', () => {
    expect(
      rendered(render({ variant: 'rows', text_img_multiple_repeater: [{ main_title: t('Location', '') }] }, 'en')),
    ).toBe('Location')
  })
})
