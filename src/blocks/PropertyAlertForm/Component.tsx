import { tr } from '@/ui/l10n'
import { headingTag, type L } from '../shared'
import type { BlockProps } from '../types'
import { municipalityFallback } from './municipality-fallback'
import { PropertyAlertFormClient } from './Component.client'

export type StepFormFields = { main_title?: L; description?: L }

/** Property alert form block (spec 2 §5): intro, then 6 steps. */
export function PropertyAlertForm({ block, ctx }: BlockProps<StepFormFields>) {
  return (
    <div className="step-form-block container container--narrow">
      <PropertyAlertFormClient heading={headingTag(ctx)} title={tr(block.fields.main_title, ctx.locale) ?? null}
        text={tr(block.fields.description, ctx.locale) ?? null} fallbackMunicipalities={municipalityFallback()} />
    </div>
  )
}
