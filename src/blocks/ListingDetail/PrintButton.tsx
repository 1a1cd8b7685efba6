'use client'
import { Printer } from 'lucide-react'

export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="share__link" onClick={() => window.print()}>
      <Printer aria-hidden size={18} /> {label}
    </button>
  )
}
