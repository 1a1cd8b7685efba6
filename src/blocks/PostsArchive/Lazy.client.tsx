'use client'
import dynamic from 'next/dynamic'

/** Split out so other pages of the catch-all route do not download it (still server-rendered). */
export const PostsArchiveLazy = dynamic(() => import('./Component.client').then((m) => m.PostsArchiveClient))
