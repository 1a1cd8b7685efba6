'use client'
import dynamic from 'next/dynamic'

/**
 * Nothing of these shows at first paint (the loading bar is idle, no toast, no lock): their code loads
 * right after hydration instead of with the page (decision 0009).
 */
export const ShellEffectsLazy = dynamic(() => import('./ShellEffects').then((m) => m.ShellEffects), { ssr: false })
