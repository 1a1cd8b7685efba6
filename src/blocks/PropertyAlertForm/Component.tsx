import { IslandMessages } from '@/i18n/client-messages'
import { tr } from '@/ui/l10n'
import { headingTag, type L } from '../shared'
import type { BlockProps } from '../types'
import { municipalityFallback } from './municipality-fallback'
import { PropertyAlertFormLazy as PropertyAlertFormClient } from './Lazy.client'

export type StepFormFields = { main_title?: L; description?: L }

/** Property alert form block (spec 2 §5): intro, then 6 steps. */
export function PropertyAlertForm({ block, ctx }: BlockProps<StepFormFields>) {
  return (
    <div className="step-form-block container container--narrow">
      <IslandMessages locale={ctx.locale} namespaces={['StepForms', 'LeadForms']}>
        <PropertyAlertFormClient heading={headingTag(ctx)} title={tr(block.fields.main_title, ctx.locale) ?? null}
          text={tr(block.fields.description, ctx.locale) ?? null} fallbackMunicipalities={municipalityFallback()} />
      </IslandMessages>
    </div>
  )
}
