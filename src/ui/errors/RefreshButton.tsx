'use client'
import { RefreshCw } from 'lucide-react'

/** Reloads the page (error views). */
export function RefreshButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn btn--solid" onClick={() => window.location.reload()}>
      <RefreshCw size={18} aria-hidden /> <span>{label}</span>
    </button>
  )
}
