import { cssColour } from '@/domain/colour-value'

type Props = {
  variant: { id: string; name: string | null; color: string | null }
  /** "Content variant: {name} ({id})" in the page's language. */
  label: string
  region: string
  exit: { href: string; label: string }
}

/**
 * Shown to an editor while a content variant is previewed (spec 1 §2, §6): its name, colour and id, and
 * a link back to the page without the variant (the first focusable element of the page).
 */
export function VariantBar({ variant, label, region, exit }: Props) {
  const colour = cssColour(variant.color)
  return (
    <aside className="variant-bar" aria-label={region} style={{ borderColor: colour }}>
      <span className="variant-bar__swatch" style={{ background: colour ?? '#888' }} aria-hidden />
      <p className="variant-bar__label">{label}</p>
      <a className="variant-bar__exit" href={exit.href}>
        {exit.label}
      </a>
    </aside>
  )
}
