import { tr } from '@/ui/l10n'
import { StepFormBlock } from '@/ui/forms/steps/StepFormBlock'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { PropertyValuationFormLazy as PropertyValuationFormClient } from './Lazy.client'

/** Property valuation form block (spec 2 §5): intro, then 7 steps. */
export function PropertyValuationForm({ block, ctx }: BlockProps<'property_valuation_form'>) {
  return (
    <StepFormBlock
      Island={PropertyValuationFormClient}
      locale={ctx.locale}
      heading={headingTag(ctx)}
      title={tr(block.fields.main_title, ctx.locale)}
      text={tr(block.fields.description, ctx.locale)}
    />
  )
}
