import { tr } from '@/ui/l10n'
import type { RenderContext } from '@/ui/render-context'

type Text = { fr?: string | null; en?: string | null } | null
type InfoRow = { id?: string | null; main_title?: Text; description?: Text }

/** A person's info list (list_items_repeater: title and text) as a description list. */
export function InfoList({
  rows,
  ctx,
  className = 'person-info',
}: {
  rows?: InfoRow[] | null
  ctx: RenderContext
  className?: string
}) {
  const items = (rows ?? []).filter((r) => tr(r.main_title, ctx.locale))
  if (!items.length) return null
  return (
    <dl className={className}>
      {items.map((r, i) => (
        <div key={r.id ?? i}>
          <dt>{tr(r.main_title, ctx.locale)}</dt>
          {tr(r.description, ctx.locale) ? <dd>{tr(r.description, ctx.locale)}</dd> : null}
        </div>
      ))}
    </dl>
  )
}
