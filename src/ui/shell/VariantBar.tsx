/** Shown while a content variant is being viewed (name, colour, id). */
export function VariantBar({ variant, label }: { variant: { id: string; name: string | null; color: string | null }; label: string }) {
  return (
    <div className="variant-bar" role="status" style={{ borderColor: variant.color ?? undefined }}>
      <span className="variant-bar__swatch" style={{ background: variant.color ?? '#888' }} aria-hidden />
      {label}
    </div>
  )
}
