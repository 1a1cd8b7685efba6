'use client'
import dynamic from 'next/dynamic'

/** The calculator's code is split out: only pages that show the block load it (still server-rendered). */
export const MortgageCalculatorLazy = dynamic(() =>
  import('./Component.client').then((m) => m.MortgageCalculatorClient),
)
