'use client'
import dynamic from 'next/dynamic'

// Split out so that only pages holding the block download its code (still server-rendered).
export const MembersSearchLazy = dynamic(() => import('./Search.client').then((m) => m.MembersSearch))
export const ProgramsCountLazy = dynamic(() => import('./Programs.client').then((m) => m.ProgramsCount))
