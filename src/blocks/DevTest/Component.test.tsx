import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { DevTest } from './Component'

vi.mock('@/ui/catalogue/Lazy.client', () => import('@/ui/catalogue/eager-islands'))

describe('dev_test block', () => {
  it('shows the seven tabs in the page language', () => {
    const fr = renderToStaticMarkup(<DevTest block={testBlock('dev_test', {})} ctx={testContext('fr')} />)
    for (const tab of ['Textes', 'Liens et icônes', 'Médias', 'Édito', 'Composants', 'Adaptatif', 'Scripts'])
      expect(fr).toContain(tab)
    expect(fr).toContain('Page de test (développeurs)')
    const en = renderToStaticMarkup(<DevTest block={testBlock('dev_test', {})} ctx={testContext('en')} />)
    expect(en).toContain('Links and icons')
    expect(en).toContain('Current breakpoint')
  })
})
