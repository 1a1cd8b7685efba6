import { findRule, ruleInForce } from '@/domain/mortgage-rules'
import { IslandMessages } from '@/i18n/client-messages'
import { tr } from '@/ui/l10n'
import { PlainText } from '@/ui/PlainText'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { MortgageCalculatorLazy as MortgageCalculatorClient } from './Lazy.client'

/** Mortgage calculator block (spec 2 §5, §9): the rule is resolved on the server so both renders agree. */
export function MortgageCalculator({ block, ctx }: BlockProps<'mortgage_calculator'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const rule =
    !f.down_payment_rule || f.down_payment_rule === 'in-force' ? ruleInForce() : findRule(f.down_payment_rule)
  return (
    <div className="mortgage container container--narrow">
      <H>{tr(f.main_title, ctx.locale) || ctx.t('Mortgage.title')}</H>
      <PlainText text={tr(f.description, ctx.locale)} className="lead" />
      <IslandMessages locale={ctx.locale} namespaces={['Mortgage']}>
        <MortgageCalculatorClient ruleId={rule.id} />
      </IslandMessages>
    </div>
  )
}
