'use client'
import { create } from 'zustand'
import { coreApi, type ClientSite } from '../api/core-client'
import type { PropertyCard, Tooltip } from '@/contract/core-api'

type TooltipState = {
  byUls: Record<string, Tooltip | null>
  /** Served from the cache when present; otherwise loaded once (null on failure). */
  load: (site: ClientSite, uls: string) => Promise<Tooltip | null>
  /** Seed from a listing item, only if absent. */
  seed: (p: PropertyCard) => void
}

const pending = new Map<string, Promise<Tooltip | null>>()

export const tooltipFromProperty = (p: PropertyCard): Tooltip => ({
  uls: p.uls,
  address: p.address,
  carousel_images: p.carousel_images ?? (p.property_image ? [p.property_image] : []),
  price: p.price,
  specs: p.specs ?? null,
  type: p.type,
  url: p.url,
  id: p.id,
  transaction: p.transaction,
  badge: p.badge,
})

export const useTooltipStore = create<TooltipState>()((set, get) => ({
  byUls: {},
  load: (site, uls) => {
    const cached = get().byUls[uls]
    if (cached) return Promise.resolve(cached)
    const inflight = pending.get(uls)
    if (inflight) return inflight
    const p = coreApi.tooltip(site, uls).then((t) => {
      pending.delete(uls)
      if (t || !(uls in get().byUls)) set((s) => ({ byUls: { ...s.byUls, [uls]: t } }))
      return t
    })
    pending.set(uls, p)
    return p
  },
  seed: (p) => {
    if (get().byUls[p.uls]) return
    set((s) => ({ byUls: { ...s.byUls, [p.uls]: tooltipFromProperty(p) } }))
  },
}))
