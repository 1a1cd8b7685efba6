import { createElement, Fragment, type ComponentType } from 'react'
import type { BlockData } from '@/domain/page-response'
import { deleteBlock, setBlockScheme } from '@/data/edit-actions'
import { isSchemeName } from '@/domain/theme'
import { asText } from '@/domain/text'
import type { RenderContext } from '@/ui/render-context'
import { BlockErrorBoundary } from '@/ui/errors/BlockErrorBoundary'
import { EditStripLazy as EditStrip } from '@/ui/lazy-islands'
import { isRenderable, rendererFor } from '@/blocks/registry'
import type { BlockOf, RenderableType } from '@/blocks/types'
import { paramStyle } from '@/blocks/shared'
import { loadBlockData } from './block-data'
import { blockGeometry } from './block-geometry'

/** A block's own scheme; an unknown name is only warned about and the block inherits its parent's. */
export function blockScheme(value: unknown) {
  if (value === null || value === undefined || value === '') return null
  if (isSchemeName(value)) return value
  console.warn(`Unknown colour scheme "${asText(value)}"`)
  return null
}

/**
 * Spec 2 §8's development warnings for a block that cannot be shown: without a type there is no path
 * to a renderer ("missing block path"); a type the registry does not hold is "not located".
 */
export function unrenderableWarning(block: { block_type?: string | null }): string {
  return block.block_type
    ? `Block not located: no renderer for "${block.block_type}", block skipped`
    : 'Missing block path: a block without a type was skipped'
}

/** Logged in development only: in production the block is skipped quietly. */
export function warnUnrenderable(block: { block_type?: string | null }) {
  if (process.env.NODE_ENV !== 'production') console.warn(unrenderableWarning(block))
}

/** Generic over the block type, so the registry hands back the renderer of exactly this block's props. */
function renderOne<K extends RenderableType>(type: K, block: BlockOf<K>, ctx: RenderContext, data: unknown) {
  // `data` comes from exactly this block type's loader (src/views/block-data.ts), as BlockProps<K> says.
  const Component = rendererFor(type) as unknown as ComponentType<{
    block: BlockOf<K>
    ctx: RenderContext
    data: unknown
  }>
  return createElement(Component, { block, ctx, data })
}

const editActions = { setBlockScheme, deleteBlock }

type Props = {
  blocks: BlockData[]
  ctx: Omit<RenderContext, 'index'>
  zone: 'header' | 'content' | 'footer'
  /** Block types rendered before this zone (the header's), for the blocks whose layout depends on them. */
  before?: readonly string[]
  /** A footer follows this zone: its last block may sink into it. */
  footerFollows?: boolean
}

/** Renders a zone's blocks through the registry, each given its loader's data; an unknown type is logged and skipped. */
export async function RenderBlocks({ blocks, ctx, zone, before = [], footerFollows = false }: Props) {
  const data = await loadBlockData(blocks.filter(isRenderable), ctx)
  const geometry = blockGeometry(blocks.filter(isRenderable), before, footerFollows)
  const labels = {
    title: ctx.t('Errors.title', { statusCode: 500 }),
    message: ctx.t('Errors.generic'),
    refresh: ctx.t('Errors.refresh'),
    home: ctx.t('Errors.home'),
    debug: ctx.t('Errors.debug'),
  }
  return blocks.map((block, index) => {
    if (!isRenderable(block)) {
      warnUnrenderable(block)
      return null
    }
    const inner = renderOne(block.block_type, block, { ...ctx, index }, data.get(block))
    if (zone !== 'content') return <Fragment key={block.id ?? index}>{inner}</Fragment>
    const scheme = blockScheme(block.block_params.color_scheme)
    return (
      <section
        key={block.id ?? index}
        className={`block block--${block.block_type}${scheme ? ` scheme-${scheme}` : ''}`}
        data-block-type={block.block_type}
        {...geometry.get(block)?.attributes}
        style={{ ...paramStyle(block.block_params), ...geometry.get(block)?.style }}
      >
        {ctx.edit && block.id ? (
          <EditStrip
            actions={editActions}
            pageId={ctx.edit.pageId}
            blockId={block.id}
            blockType={block.block_type}
            scheme={scheme ?? 'normal'}
            labels={ctx.edit.labels}
            flags={{ colors: ctx.edit.colors, edit: true, remove: true }}
          />
        ) : null}
        <BlockErrorBoundary locale={ctx.locale} labels={labels}>
          {inner}
        </BlockErrorBoundary>
      </section>
    )
  })
}
