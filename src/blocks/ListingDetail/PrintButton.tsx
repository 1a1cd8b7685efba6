'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { printerNode } from '@/ui/icons/nodes/printer'

export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="share__link" onClick={() => window.print()}>
      <Glyph node={printerNode} size={18} /> {label}
    </button>
  )
}
