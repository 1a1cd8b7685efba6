import type { BlockData, MediaRef } from '@/data/page-response'
import type { RenderContext } from '@/ui/render-context'

export type BlockProps<F = Record<string, unknown>> = { block: BlockData<F>; ctx: RenderContext }

export type MediaValue = MediaRef | number | null | undefined

export const isMedia = (m: MediaValue): m is MediaRef => typeof m === 'object' && m !== null && typeof m.url === 'string'
