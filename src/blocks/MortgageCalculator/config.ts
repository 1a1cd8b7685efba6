import { localizedText, localizedTextarea } from '@/fields/text'
import { downPaymentRules } from '@/domain/mortgage-rules'
import { defineBlock } from '../defineBlock'

/** Mortgage calculator block (spec 2 §3, §5, §9); the down payment rule defaults to the one in force. */
export const MortgageCalculatorConfig = defineBlock(
  'mortgage_calculator',
  { fr: 'Calculatrice hypothécaire', en: 'Mortgage calculator' },
  [
    localizedText('main_title'),
    localizedTextarea('description'),
    {
      name: 'down_payment_rule',
      type: 'select',
      defaultValue: 'in-force',
      options: [
        { value: 'in-force', label: { fr: 'Règle en vigueur aujourd’hui', en: 'Rule in force today' } },
        ...downPaymentRules.map((r) => ({ value: r.id, label: r.label })),
      ],
    },
  ],
)
