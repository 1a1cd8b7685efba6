import 'server-only'
import { blockLoaders } from '@/blocks/loaders'
import type { AnyBlock, BlockLoader, RenderableType } from '@/blocks/types'
import type { RenderContext } from '@/ui/render-context'

type AnyLoader = BlockLoader<RenderableType, unknown>

const loaderOf = (type: string): AnyLoader | undefined =>
  Object.hasOwn(blockLoaders, type)
    ? // TypeScript cannot correlate a run-time block type with its loader's type (the map is typed per block; Object.hasOwn checked the key).
      (blockLoaders[type as keyof typeof blockLoaders] as unknown as AnyLoader)
    : undefined

/**
 * The data of a zone's blocks, read at once (each block's loader.ts, src/blocks/loaders.ts).
 * The one error fallback: a lookup that throws is logged and its block gets the loader's `empty`.
 * Caching is decided here, for every block at once; today nothing more than before is cached: the
 * page around the blocks is (the proxy's page cache, renewed by the listings import and every publish).
 */
export async function loadBlockData(
  blocks: AnyBlock[],
  ctx: Omit<RenderContext, 'index'>,
): Promise<Map<AnyBlock, unknown>> {
  const loaded = await Promise.all(
    blocks.map(async (block) => {
      const loader = loaderOf(block.block_type)
      if (!loader) return undefined
      try {
        return await loader.load(block, ctx)
      } catch (err) {
        console.error(`${block.block_type} block: data lookup failed`, err)
        return loader.empty
      }
    }),
  )
  return new Map(blocks.map((block, i) => [block, loaded[i]]))
}
