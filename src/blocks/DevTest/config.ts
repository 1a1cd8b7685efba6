import { defineBlock } from '../defineBlock'
import { localizedCode } from '@/fields/text'
import { L, text } from '../catalogue-fields'

/** Developer test block (spec 2 "Developer test block and QA"): tabs of sample content and a breakpoint display. */
export const DevTestConfig = defineBlock(
  'dev_test',
  { fr: 'Bloc de test (développeurs)', en: 'Developer test block' },
  [
    text('main_title', L.mainTitle),
    localizedCode('code_sample', { fr: 'Exemple de code (onglet Composants)', en: 'Code sample (Components tab)' }),
  ],
)
