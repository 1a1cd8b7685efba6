'use client'
import { create } from 'zustand'

type SearchUi = {
  overlayOpen: boolean
  dropdownOpen: boolean
  setOverlay: (open: boolean) => void
  setDropdown: (open: boolean) => void
}

/** Whether the filter overlay or the municipality dropdown is open (searches wait until both close). */
export const useSearchUi = create<SearchUi>()((set) => ({
  overlayOpen: false,
  dropdownOpen: false,
  setOverlay: (overlayOpen) => set({ overlayOpen }),
  setDropdown: (dropdownOpen) => set({ dropdownOpen }),
}))
