'use client'
import dynamic from 'next/dynamic'

/** The search bar's code is split out: only pages that show the hero load it (still server-rendered). */
export const HeroSearchBarLazy = dynamic(() => import('./Component.client').then((m) => m.HeroSearchBarClient))
