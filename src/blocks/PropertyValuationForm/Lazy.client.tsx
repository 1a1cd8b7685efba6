'use client'
import dynamic from 'next/dynamic'

/** The step form's code (react-hook-form, zod, mask) is split out: only pages that show the block load it (still server-rendered). */
export const PropertyValuationFormLazy = dynamic(() =>
  import('./Component.client').then((m) => m.PropertyValuationFormClient),
)
