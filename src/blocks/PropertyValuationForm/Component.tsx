import { tr } from '@/ui/l10n'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import type { StepFormFields } from '../PropertyAlertForm/Component'
import { municipalityFallback } from '../PropertyAlertForm/municipality-fallback'
import { PropertyValuationFormClient } from './Component.client'

/** Property valuation form block (spec 2 §5): intro, then 7 steps. */
export function PropertyValuationForm({ block, ctx }: BlockProps<StepFormFields>) {
  return (
    <div className="step-form-block container container--narrow">
      <PropertyValuationFormClient heading={headingTag(ctx)} title={tr(block.fields.main_title, ctx.locale) ?? null}
        text={tr(block.fields.description, ctx.locale) ?? null} fallbackMunicipalities={municipalityFallback()} />
    </div>
  )
}
