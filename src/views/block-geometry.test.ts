import { describe, expect, it } from 'vitest'
import { blockGeometry, footerGeometry } from './block-geometry'

const blocks = (...types: string[]) => types.map((block_type) => ({ block_type }))

describe('block geometry on the page', () => {
  it('marks a rising card, pads the block above by as much, and sinks the last block into the footer', () => {
    const page = blocks('qa_accordion', 'cta')
    const g = blockGeometry(page, ['header_classic'], true)
    expect(g.get(page[0])).toEqual({ attributes: { 'data-under': '' }, style: { '--under': '75px' } })
    expect(g.get(page[1])).toEqual({
      attributes: { 'data-rise': '', 'data-sink': '' },
      style: { '--rise': '75px', '--sink': '75px' },
    })
    expect(footerGeometry(page)).toEqual({ '--footer-overlap': '75px' })
  })
  it('sinks nothing when the page hides its footer', () => {
    const page = blocks('text_blocks', 'contact_form')
    expect(blockGeometry(page, [], false).get(page[1])?.attributes).toEqual({ 'data-rise': '' })
  })
  it('contains a hero call to action only after a header block', () => {
    const page = blocks('hero_landing_page', 'hero_cta')
    expect(blockGeometry(page, ['header_megamenu'], false).get(page[1])?.attributes).toEqual({ 'data-contained': '' })
    expect(blockGeometry(page, [], false).get(page[1])?.attributes).toEqual({})
  })
  it('lets a hero content 2 overlap the next block, or the footer when last, by its border radius', () => {
    const page = blocks('hero_content_2', 'hero_cta', 'hero_content_2')
    const g = blockGeometry(page, [], true)
    expect(g.get(page[0])?.attributes).toEqual({ 'data-radius-overlap': '' })
    expect(g.get(page[1])?.attributes).toEqual({})
    expect(g.get(page[2])?.attributes).toEqual({ 'data-radius-overlap': '' })
    expect(footerGeometry(page)).toEqual({ '--footer-overlap': 'var(--border-radius-3, 32px)' })
    const risen = blocks('hero_content_2', 'cta')
    expect(blockGeometry(risen, [], true).get(risen[0])?.attributes).toEqual({ 'data-under': '' })
  })
})
