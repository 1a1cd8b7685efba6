import { iconField } from '@/fields/icon'
import { localizedRichText, localizedText } from '@/fields/text'
import { defineBlock } from '../defineBlock'

export const QaAccordionConfig = defineBlock('qa_accordion', { fr: 'Questions et réponses', en: 'Q&A accordion' }, [
  localizedText('main_title'),
  {
    name: 'items',
    type: 'array',
    fields: [iconField('icon'), localizedText('main_title', true), localizedRichText('description')],
  },
])
