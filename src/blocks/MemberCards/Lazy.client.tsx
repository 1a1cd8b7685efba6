'use client'
import dynamic from 'next/dynamic'

/** The directory island is split out (decision 0009): only pages showing the block load it (still server-rendered). */
export const MemberDirectoryLazy = dynamic(() => import('./Directory.client').then((m) => m.MemberDirectory))
