import { ClientMessages } from '@/i18n/client'
import type { ComponentType } from 'react'
import { prerender } from 'react-dom/static'
import { describe, expect, it, vi } from 'vitest'
import { messages } from '@/i18n/messages'
import { storedBlockTypes } from './configs'
import { blockLoaders } from './loaders'
import { rendererFor } from './registry'
import { testContext } from './test-context'
import type { BlockType } from './types'

vi.mock('@/ui/catalogue/Lazy.client', () => import('@/ui/catalogue/eager-islands'))
vi.mock('next/navigation', () => ({
  useRouter: () => ({ prefetch() {}, push() {}, replace() {} }),
  usePathname: () => '/fr',
  useSearchParams: () => new URLSearchParams(),
}))

async function html(type: string, locale: 'fr' | 'en') {
  const Renderer = rendererFor(type as BlockType) as ComponentType<Record<string, unknown>>
  const { prelude } = await prerender(
    <ClientMessages locale={locale} messages={messages[locale]}>
      <Renderer
        block={{ block_type: type, block_params: {}, fields: {} }}
        ctx={testContext(locale)}
        data={loaderEmpty(type)}
      />
    </ClientMessages>,
    {
      onError: (e) => {
        throw e
      },
    },
  )
  return new Response(prelude).text()
}

/** A block with a loader renders here with what its loader gives when the lookup fails. */
const loaderEmpty = (type: string) =>
  Object.hasOwn(blockLoaders, type) ? blockLoaders[type as keyof typeof blockLoaders].empty : undefined

// These read the request (headers) or the site state outside a block's props: their empty render is
// covered by the integration and browser tests of their own areas.
const needsRequest = new Set([
  'mortgage_calculator',
  'property_alert_form',
  'property_valuation_form',
  'property_iframe',
  'hero_landing_page',
])

describe('every registered block type', () => {
  it.each(storedBlockTypes.filter((t) => !needsRequest.has(t)))(
    '%s renders with empty fields without throwing, in both languages',
    async (type) => {
      for (const locale of ['fr', 'en'] as const) await expect(html(type, locale)).resolves.toBeTypeOf('string')
    },
  )
})
