import { describe, expect, it } from 'vitest'
import { siteScope, sitePeople } from './site-people'

describe('who a site presents', () => {
  it('an agency site that declares nobody presents everyone', () => {
    expect(sitePeople({ site_type: 'agency', members: [], offices: null })).toEqual({ all: true })
  })

  it('an agency site that declares people presents only them', () => {
    expect(sitePeople({ site_type: 'agency', members: [], offices: [3] })).toEqual({
      all: false,
      members: [],
      offices: [3],
    })
  })

  it('a broker or team site presents only what it declares, nobody when it declares nothing', () => {
    expect(sitePeople({ site_type: 'broker', members: [{ id: 7 }, 2, '7'], offices: [] })).toEqual({
      all: false,
      members: [2, 7],
      offices: [],
    })
    expect(sitePeople({ site_type: 'team' })).toEqual({ all: false, members: [], offices: [] })
    expect(sitePeople({ site_type: 'broker', members: [], offices: [] })).toEqual({
      all: false,
      members: [],
      offices: [],
    })
  })

  it('ignores references that are not document ids', () => {
    expect(sitePeople({ site_type: 'broker', members: [null, 'x', -1, 0, 1.5, { id: '4' }] })).toEqual({
      all: false,
      members: [4],
      offices: [],
    })
  })

  it('gives every query the site’s id with who it presents', () => {
    expect(siteScope({ id: 3, site_type: 'agency', members: [], offices: [] })).toEqual({
      id: 3,
      people: { all: true },
    })
  })
})
