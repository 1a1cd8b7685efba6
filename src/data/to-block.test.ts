import { describe, expect, it } from 'vitest'
import { toBlock, toBlocks } from './to-block'

describe('stored block → block contract', () => {
  it('splits block_type, block_params and fields, and defaults missing parts to empty', () => {
    expect(toBlock({ blockType: 'spacer', id: 'a1', height: '48px', blockName: 'x' })).toEqual({
      id: 'a1',
      block_type: 'spacer',
      block_params: {},
      fields: { height: '48px' },
    })
  })
  it('renames short storage names to the contract names', () => {
    const b = toBlock({ blockType: 'contact_infos', items: [{ main_title: { fr: 'Téléphone' } }] })
    expect(b?.fields).toEqual({ contact_infos_repeater: [{ main_title: { fr: 'Téléphone' } }] })
  })
  it('renames short storage names inside array rows too (featured properties)', () => {
    const b = toBlock({
      blockType: 'featured_properties',
      items: [{ main_title: { fr: 'Maison' }, tags: [{ name: { fr: 'Nouveau' } }], list: [] }],
    })
    expect(b?.fields).toEqual({
      properties_repeater: [
        { main_title: { fr: 'Maison' }, tags_repeater: [{ name: { fr: 'Nouveau' } }], list_items_repeater: [] },
      ],
    })
  })
  it('converts media documents and skips what is not a block', () => {
    const media = {
      url: '/api/media/file/a.jpg',
      mimeType: 'image/jpeg',
      filename: 'a.jpg',
      alt: { fr: 'Maison', en: 'House' },
      width: 10,
      height: 5,
    }
    const [b] = toBlocks([{ blockType: 'cta', bg_media: { media } }, null, 'x', { nope: 1 }])
    expect(b?.fields.bg_media).toEqual({
      media: {
        url: '/api/media/file/a.jpg',
        alt: { fr: 'Maison', en: 'House' },
        width: 10,
        height: 5,
        mimeType: 'image/jpeg',
      },
    })
  })
  it('turns Lexical rich text into sanitised HTML', () => {
    const text = (t: string) => ({ type: 'text', text: t, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
    const lexical = {
      root: {
        type: 'root',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        children: [
          {
            type: 'paragraph',
            version: 1,
            direction: 'ltr',
            format: '',
            indent: 0,
            children: [text('<img src=x onerror=alert(1)>Bonjour')],
          },
        ],
      },
    }
    const html = toBlock({ blockType: 'text_blocks', description: { fr: lexical } })?.fields.description as {
      fr: string
    }
    expect(html.fr).toContain('Bonjour')
    expect(html.fr).not.toContain('<img')
  })
})
