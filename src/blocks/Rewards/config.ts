import { REWARD_IDENTS } from '@/domain/catalogue'
import { defineBlock } from '../defineBlock'
import { L, repeater, text, textarea } from '../catalogue-fields'

/** Rewards (spec 2 §3 "Reward item": reward_ident, super_title, main_title, description); first 3 shown, show more. */
export const RewardsConfig = defineBlock('rewards', { fr: 'Distinctions', en: 'Rewards' }, [
  text('main_title', L.mainTitle),
  repeater('rewards_repeater', { fr: 'Distinctions', en: 'Rewards' }, [
    {
      name: 'reward_ident',
      type: 'select',
      required: true,
      label: { fr: 'Distinction', en: 'Reward' },
      options: REWARD_IDENTS.map((v) => ({ value: v, label: { fr: v, en: v } })),
    },
    text('super_title', L.superTitle),
    text('main_title', L.mainTitle),
    textarea('description', L.description),
  ]),
])
