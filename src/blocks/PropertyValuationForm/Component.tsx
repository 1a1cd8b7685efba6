import { IslandMessages } from '@/i18n/client-messages'
import { tr } from '@/ui/l10n'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import type { StepFormFields } from '../PropertyAlertForm/Component'
import { municipalityFallback } from '../PropertyAlertForm/municipality-fallback'
import { PropertyValuationFormLazy as PropertyValuationFormClient } from './Lazy.client'

/** Property valuation form block (spec 2 §5): intro, then 7 steps. */
export function PropertyValuationForm({ block, ctx }: BlockProps<StepFormFields>) {
  return (
    <div className="step-form-block container container--narrow">
      <IslandMessages locale={ctx.locale} namespaces={['StepForms', 'LeadForms']}>
        <PropertyValuationFormClient heading={headingTag(ctx)} title={tr(block.fields.main_title, ctx.locale) ?? null}
          text={tr(block.fields.description, ctx.locale) ?? null} fallbackMunicipalities={municipalityFallback()} />
      </IslandMessages>
    </div>
  )
}
