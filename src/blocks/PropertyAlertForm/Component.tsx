import { tr } from '@/ui/l10n'
import { StepFormBlock } from '@/ui/forms/steps/StepFormBlock'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { PropertyAlertFormLazy as PropertyAlertFormClient } from './Lazy.client'

/** Property alert form block (spec 2 §5): intro, then 6 steps. */
export function PropertyAlertForm({ block, ctx }: BlockProps<'property_alert_form'>) {
  return (
    <StepFormBlock
      Island={PropertyAlertFormClient}
      locale={ctx.locale}
      heading={headingTag(ctx)}
      title={tr(block.fields.main_title, ctx.locale)}
      text={tr(block.fields.description, ctx.locale)}
    />
  )
}
