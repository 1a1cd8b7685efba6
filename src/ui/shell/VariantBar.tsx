import { cssColour } from '@/domain/colour-value'

/** Shown while a content variant is being viewed (name, colour, id). */
export function VariantBar({
  variant,
  label,
}: {
  variant: { id: string; name: string | null; color: string | null }
  label: string
}) {
  return (
    <div className="variant-bar" role="status" style={{ borderColor: cssColour(variant.color) }}>
      <span className="variant-bar__swatch" style={{ background: cssColour(variant.color) ?? '#888' }} aria-hidden />
      {label}
    </div>
  )
}
