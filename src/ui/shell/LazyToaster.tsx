'use client'
import dynamic from 'next/dynamic'
import { useEffect } from 'react'
import { create } from 'zustand'

const Toaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false })

const useToasterWanted = create<{ wanted: boolean }>(() => ({ wanted: false }))

/** A component that may show toasts calls this when it mounts: the toaster's code loads then. */
export function useToaster() {
  useEffect(() => useToasterWanted.setState({ wanted: true }), [])
}

/** Mounted once in the layout; renders sonner's Toaster only after some component asked for it. */
export function LazyToaster() {
  const wanted = useToasterWanted((s) => s.wanted)
  return wanted ? <Toaster position="bottom-center" closeButton /> : null
}
