import { toggleFavourite } from '@/domain/shortlist'
import { updateShortlist } from './store'

/** The heart's press: saves the listing with the price seen now, or removes it (loaded on the heart's first use). */
export const toggleSaved = (uls: string, price: number | null) =>
  updateShortlist((s) => toggleFavourite(s, uls, price, Date.now()))
