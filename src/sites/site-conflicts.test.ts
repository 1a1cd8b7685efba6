import { describe, expect, it } from 'vitest'
import { conflictsWith } from './site-conflicts'

const demo = {
  name: 'Isabelle Gagnon',
  site_id: 'demo',
  microsite_id: 'demo-ms',
  domains: [{ domain: 'localhost' }, { domain: '127.0.0.1' }],
}

describe('conflictsWith', () => {
  it('names the field and the site that already has it, in French and English', () => {
    const c = conflictsWith([demo], {
      site_id: 'demo',
      microsite_id: 'autre',
      domains: ['neuf.localhost', '127.0.0.1'],
    })
    expect(c.map((x) => x.field)).toEqual(['site_id', 'domains'])
    expect(c[1].message).toEqual({
      fr: 'Le domaine « 127.0.0.1 » est déjà celui du site « Isabelle Gagnon ».',
      en: 'The domain “127.0.0.1” already belongs to the site “Isabelle Gagnon”.',
    })
    expect(conflictsWith([demo], { site_id: 'x', microsite_id: 'demo-ms', domains: [] }).map((x) => x.field)).toEqual([
      'microsite_id',
    ])
  })

  it('finds none for a new identity', () => {
    expect(conflictsWith([demo], { site_id: 'neuf', microsite_id: 'neuf', domains: ['neuf.localhost'] })).toEqual([])
  })
})
