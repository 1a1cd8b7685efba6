import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { blockOverlapHeights } from '@/domain/breakpoints'

const css = readFileSync(new URL('./block-overlap.css', import.meta.url), 'utf8')
const overlapOf = (selector: string) =>
  Number(
    css.match(new RegExp(`^${selector.replace(/[.()]/g, '\\$&')} \\{\\s*--header-overlap: (\\d+)px;\\s*\\}`, 'm'))?.[1],
  )

describe('block-overlap.css', () => {
  it('slides the opening hero under each header by the spec’s overlap height', () => {
    expect(overlapOf(':root')).toBe(blockOverlapHeights.headerClassic)
    expect(overlapOf(':root:has(.site-header--megamenu)')).toBe(blockOverlapHeights.headerMegamenu)
    expect(overlapOf(':root:has(.site-header--out-of-norm)')).toBe(blockOverlapHeights.headerOutOfNorm)
  })
})
