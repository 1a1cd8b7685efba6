import type { BlockProps } from '../types'
import { OfficesView } from './View'

/** Offices: the offices collection (core data `succursales`) as a grid or a map with a list. */
export function Offices({ block, ctx, data: offices }: BlockProps<'offices'>) {
  return <OfficesView block={block} ctx={ctx} offices={offices} />
}
