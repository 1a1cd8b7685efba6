import { officesList } from '@/listings/directory/offices'
import { listingsStore } from '@/data/payload'
import type { OfficeCardData } from '@/domain/offices'
import type { BlockProps } from '../types'
import { OfficesView } from './View'

/** Offices: the offices collection (core data `succursales`) as a grid or a map with a list. */
export async function Offices({ block, ctx }: BlockProps<'offices'>) {
  const core = block.block_params.core_data?.succursales
  let offices: OfficeCardData[] = Array.isArray(core) ? (core as OfficeCardData[]) : []
  if (!Array.isArray(core)) {
    try {
      offices = await officesList(await listingsStore(), ctx.site.people, ctx.locale)
    } catch (err) {
      console.error('offices block: lookup failed', err)
    }
  }
  return <OfficesView block={block} ctx={ctx} offices={offices} />
}
