import { localizedText } from '@/fields/text'
import { defineBlock } from '../defineBlock'

/**
 * Third-party real-estate iframe. Its URL comes from block_params.core_data: iframeUrl (a string,
 * or one per locale { fr, en }) and iframeQueryParams (overrides of the query defaults).
 */
export const PropertyIframeConfig = defineBlock(
  'property_iframe',
  { fr: 'Iframe immobilier externe', en: 'Real-estate iframe' },
  [localizedText('main_title')],
)
