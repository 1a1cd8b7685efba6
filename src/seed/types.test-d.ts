import { describe, it } from 'vitest'
import { L } from './localize'
import type { SeedBlock, SeedHeader, SeedPage } from './types'

/**
 * The seed's pages, headers and footers are checked against Payload's generated create types (issue 24): each
 * `@ts-expect-error` below is a seed value of the wrong shape that `npm run typecheck` must refuse.
 */
describe('seed values are typed', () => {
  it('refuses a page block of the wrong shape', () => {
    const ok: SeedBlock = {
      blockType: 'cta',
      main_title: L('Titre', 'Title'),
      block_params: { color_scheme: 'normal' },
    }
    // @ts-expect-error: no such block type
    const unknownBlock: SeedBlock = { blockType: 'ctaa' }
    // @ts-expect-error: not one of the colour schemes
    const badScheme: SeedBlock = { blockType: 'cta', block_params: { color_scheme: 'pink' } }
    // @ts-expect-error: a renamed field
    const renamed: SeedBlock = { blockType: 'cta', main_titel: L('Titre', 'Title') }
    // @ts-expect-error: rich text given as a string
    const html: SeedBlock = { blockType: 'text_blocks', description: L('<p>a</p>', '<p>b</p>') }
    void [ok, unknownBlock, badScheme, renamed, html]
  })
  it('refuses a page or a header of the wrong shape', () => {
    // @ts-expect-error: a page needs its path
    const noPath: SeedPage = { title: L('Titre', 'Title'), content: [] }
    // @ts-expect-error: a footer block in the header zone
    const header: SeedHeader = { blocks: [{ blockType: 'footer_classic' }] }
    void [noPath, header]
  })
})
