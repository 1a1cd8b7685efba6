'use client'
import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { useSearchUi } from '../state/search-ui'

const FilterOverlay = dynamic(() => import('./FilterOverlay'), { ssr: false })

/** The overlay's code (dialog, slider) loads the first time it is opened. */
export function LazyFilterOverlay({ onSeeResults }: { onSeeResults?: () => void }) {
  const open = useSearchUi((s) => s.overlayOpen)
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (open) setWanted(true)
  }, [open])
  return wanted ? <FilterOverlay onSeeResults={onSeeResults} /> : null
}
