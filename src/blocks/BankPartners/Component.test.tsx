import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { BankPartners } from './Component'

vi.mock('./islands.client', () => import('./islands-eager'))

const block = testBlock('bank_partners', {
  main_title: { fr: 'Nos partenaires bancaires', en: 'Our bank partners' },
  banks_repeater: [
    {
      name: { fr: 'Desjardins', en: 'Desjardins' },
      employees_repeater: [
        {
          person_name: { fr: 'Lucie Fortin', en: 'Lucie Fortin' },
          person_subtitle: { fr: 'Conseillère hypothécaire', en: 'Mortgage adviser' },
        },
      ],
    },
    { name: { fr: 'Banque Nationale', en: 'National Bank' }, employees_repeater: [] },
  ],
})
const html = (locale: 'fr' | 'en') =>
  renderToStaticMarkup(
    <BankPartners block={{ ...block, block_params: { context_type: 'teams' } }} ctx={testContext(locale)} />,
  )

describe('bank_partners block', () => {
  it('lists each bank with its employees and a labelled name filter', () => {
    const fr = html('fr')
    expect(fr).toContain('Filtrer par nom d’institution')
    expect(fr).toContain('2 institutions affichées')
    expect(fr).toContain('Conseillère hypothécaire')
    expect(fr).toContain('Aucun conseiller inscrit.')
    expect(fr).toContain('data-placeholder="team"')
  })
  it('speaks English on the English page', () => {
    const en = html('en')
    expect(en).toContain('National Bank')
    expect(en).toContain('Filter by bank name')
    expect(en).toContain('Mortgage adviser')
    expect(en).not.toContain('Conseillère')
  })
})
