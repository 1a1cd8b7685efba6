import type { CSSProperties } from 'react'
import { blockRises, footerOverlap, heroCtaContained, heroRadiusOverlaps } from '@/domain/block-overlap'

type Placed = { attributes: Record<string, string>; style: CSSProperties }
type Typed = { block_type: string }

/**
 * The overlap of each content block with its neighbours, as attributes and CSS custom properties its
 * section carries (src/styles/block-overlap.css lays them out server-side: no client script, no shift).
 * data-rise / --rise: the block rises over the one above; data-under / --under: the one below rises into it;
 * data-sink / --sink: the last block sinks into the footer; data-contained: a hero call to action after a header block;
 * data-radius-overlap: hero content 2 overlaps the next block (or the footer) by its border radius.
 */
export function blockGeometry<T extends Typed>(
  blocks: readonly T[],
  before: readonly string[],
  footerFollows: boolean,
): Map<T, Placed> {
  const types = blocks.map((b) => b.block_type)
  const rises = blockRises(types)
  const sink = footerFollows ? footerOverlap(types.at(-1)) : 0
  const radius = heroRadiusOverlaps(types, footerFollows)
  const out = new Map<T, Placed>()
  blocks.forEach((block, i) => {
    const attributes: Record<string, string> = {}
    const style: Record<string, string> = {}
    if (rises[i]) {
      attributes['data-rise'] = ''
      style['--rise'] = `${rises[i]}px`
    }
    if (rises[i + 1]) {
      attributes['data-under'] = ''
      style['--under'] = `${rises[i + 1]}px`
    }
    if (sink && i === blocks.length - 1) {
      attributes['data-sink'] = ''
      style['--sink'] = `${sink}px`
    }
    if (block.block_type === 'hero_cta' && heroCtaContained([...before, ...types.slice(0, i)]))
      attributes['data-contained'] = ''
    if (radius[i]) attributes['data-radius-overlap'] = ''
    out.set(block, { attributes, style })
  })
  return out
}

/**
 * The footer zone's custom property: how far the last content block sinks into the footer (a hero content 2
 * by its border radius, a CSS value of the theme).
 */
export function footerGeometry(blocks: readonly Typed[]): CSSProperties {
  const types = blocks.map((b) => b.block_type)
  if (heroRadiusOverlaps(types, true).at(-1))
    return { '--footer-overlap': 'var(--border-radius-3, 32px)' } as CSSProperties
  return { '--footer-overlap': `${footerOverlap(types.at(-1))}px` } as CSSProperties
}
