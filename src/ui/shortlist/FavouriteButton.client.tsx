'use client'
import type { ReactNode } from 'react'
import { useSaved } from './saved-flag'

/** The heart's words, from the server (the card or page rendering it): it needs no messages of its own. */
export type FavouriteLabels = { name: string; save: string; saved: string }
/** `children`: the heart icon, rendered by the caller (on the server for cards and pages: no icon path in this code). */
type Props = { uls: string; price: number | null; labels: FavouriteLabels; className?: string; children: ReactNode }

/** The store's code, fetched when the heart is first pointed at, focused or pressed (issue 31: little code before). */
const store = () => import('./toggle-favourite')

/** The heart on a listing card and page: saves the listing on this device (aria-pressed says whether it is saved). */
export function FavouriteButton({ uls, price, labels, className = 'fav-heart', children }: Props) {
  const saved = useSaved(uls)
  return (
    <button
      type="button"
      className={className}
      aria-pressed={saved}
      aria-label={labels.name}
      title={saved ? labels.saved : labels.save}
      onPointerEnter={() => void store()}
      onFocus={() => void store()}
      onClick={() => void store().then((m) => m.toggleSaved(uls, price))}
    >
      {children}
    </button>
  )
}
