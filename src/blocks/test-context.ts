import { createTranslator } from 'use-intl/core'
import type { Locale } from '@/domain/locales'
import { messages } from '@/i18n/messages'
import type { RenderContext } from '@/ui/render-context'
import type { BlockFields, BlockOf, RenderableType } from './types'

/** A render context for block tests: the real translator and messages of the language. */
export function testContext(locale: Locale = 'fr', over: Partial<RenderContext> = {}): RenderContext {
  return {
    locale,
    t: createTranslator({ locale, messages: messages[locale] }),
    variantId: null,
    internalQuery: {},
    site: { id: 1, people: { all: true } },
    siteName: 'Demo',
    siteType: 'broker',
    alternatePaths: [
      { locale: 'fr', path: '/fr' },
      { locale: 'en', path: '/en' },
    ],
    franchise: null,
    brandLogo: null,
    poweredBy: null,
    routeKey: null,
    edit: null,
    index: 1,
    ...over,
  }
}

/** A block of the given type with these fields, as the resolver hands it to a renderer. */
export const testBlock = <K extends RenderableType>(type: K, fields: BlockFields<K>): BlockOf<K> => ({
  id: 'test',
  block_type: type,
  block_params: { color_scheme: 'normal' },
  fields,
})
