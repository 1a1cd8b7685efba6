import { listingsStore } from '@/data/payload'
import type { OfficeCardData } from '@/domain/offices'
import { officesList } from '@/listings/directory/offices'
import type { BlockLoader } from '../types'

/** The site's offices, unless the block's core data already lists them (`succursales`). */
export const officesLoader: BlockLoader<'offices', OfficeCardData[]> = {
  async load(block, ctx) {
    const core = block.block_params.core_data?.succursales
    if (Array.isArray(core)) return core as OfficeCardData[]
    return officesList(await listingsStore(), ctx.site.people, ctx.locale)
  },
  empty: [],
}
