'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { refreshNode } from '@/ui/icons/nodes/refresh'

/** Reloads the page (error views). */
export function RefreshButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn btn--solid" onClick={() => window.location.reload()}>
      <Glyph node={refreshNode} size={18} /> <span>{label}</span>
    </button>
  )
}
