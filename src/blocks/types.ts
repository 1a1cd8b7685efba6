import type { BlockParams, MediaRef } from '@/domain/page-response'
import type { ContractNames } from '@/domain/contract-names'
import type { BrokerProfileData } from '@/data/broker-page'
import type { ListingDetail } from '@/listings/search/listing-detail'
import type { PostDetail } from '@/data/post-page'
import type { Footer, Header, Media, Page } from '@/payload-types'
import type { RenderContext } from '@/ui/render-context'
import type { blockLoaders } from './loaders'

type Stored =
  NonNullable<Page['content']>[number] | NonNullable<Header['blocks']>[number] | NonNullable<Footer['blocks']>[number]

/** Every block type the CMS can store (from the generated Payload types). */
export type BlockType = Stored['blockType']

/** Blocks the resolver builds itself (never stored in the CMS), with their fields. */
type ResolverBlocks = { listing_detail: ListingDetail; broker_profile: BrokerProfileData; blog_post: PostDetail }

/** Every block type a page can render. */
export type RenderableType = BlockType | keyof ResolverBlocks

/** What to-block.ts makes of a stored value: rich text → sanitised HTML, media → MediaRef, no blockName. */
export type Normalized<T> = T extends Media
  ? MediaRef
  : T extends { root: { type: string } }
    ? string
    : T extends readonly (infer U)[]
      ? Normalized<U>[]
      : T extends object
        ? { [K in keyof T as K extends 'blockName' ? never : K]: Normalized<T[K]> }
        : T

/** The contract's renames (domain/contract-names.ts), rows included. */
type Renamed<T, N> = {
  [
    K in keyof T as K extends keyof N
      ? N[K] extends readonly [infer To extends string, unknown]
        ? To
        : N[K] & string
      : K
  ]: K extends keyof N ? (N[K] extends readonly [string, infer Rows] ? RenamedRows<T[K], Rows> : T[K]) : T[K]
}
type RenamedRows<V, Rows> = V extends (infer Row)[] ? Renamed<Row, Rows>[] : V

type StoredFields<K extends BlockType> = Omit<
  Extract<Stored, { blockType: K }>,
  'blockType' | 'block_params' | 'id' | 'blockName'
>

/** A block's fields as renderers receive them: the generated Payload type, localized values as { fr, en }. */
export type BlockFields<K extends RenderableType> = K extends keyof ResolverBlocks
  ? ResolverBlocks[K]
  : K extends BlockType
    ? Renamed<Normalized<StoredFields<K>>, K extends keyof ContractNames ? ContractNames[K] : object>
    : never

/** One block of the contract, typed by its block_type. */
export type BlockOf<K extends RenderableType> = {
  id?: string
  block_type: K
  block_params: BlockParams
  fields: BlockFields<K>
}

/** Any renderable block (a union discriminated by block_type). */
export type AnyBlock = { [K in RenderableType]: BlockOf<K> }[RenderableType]

/**
 * A block's data loader (`loader.ts` beside it, listed in loaders.ts): what the block shows besides its
 * fields. The page layer runs it before rendering (src/views/block-data.ts) and hands the component
 * `empty` when it throws (logged once there).
 */
export type BlockLoader<K extends RenderableType, D> = {
  load: (block: BlockOf<K>, ctx: Omit<RenderContext, 'index'>) => Promise<D>
  empty: D
}

type Loaders = typeof blockLoaders

/** What a block's loader gives its component (blocks without a loader get no data). */
export type LoadedData<K extends RenderableType> = K extends keyof Loaders ? Loaders[K]['empty'] : undefined

export type BlockProps<K extends RenderableType> = { block: BlockOf<K>; ctx: RenderContext } & (K extends keyof Loaders
  ? { data: LoadedData<K> }
  : { data?: undefined })

export type MediaValue = MediaRef | number | null | undefined

export const isMedia = (m: MediaValue): m is MediaRef =>
  typeof m === 'object' && m !== null && typeof m.url === 'string'
