'use client'
import dynamic from 'next/dynamic'

/** For client error boundaries: the error view's code loads only when something failed. */
export const LazyErrorView = dynamic(() => import('./ErrorView').then((m) => m.ErrorView))
