import { describe, expect, it } from 'vitest'
import { contactVoice, siteTypeOf, siteVoice } from './site-voice'

describe('site voice (spec F-04)', () => {
  it('speaks as one person on a broker’s site only', () => {
    expect(siteVoice('broker')).toBe('individual')
    expect(siteVoice('team')).toBe('group')
    expect(siteVoice('agency')).toBe('group')
  })

  it('keeps a team a team (it used to be read as a broker)', () => {
    expect(siteTypeOf('team')).toBe('team')
    expect(siteTypeOf('agency')).toBe('agency')
    expect(siteTypeOf('broker')).toBe('broker')
    expect(siteTypeOf(null)).toBe('broker')
    expect(siteTypeOf('franchise')).toBe('broker')
  })
})

describe('contact modal voice (spec F-23)', () => {
  it('follows the recipient whatever the site', () => {
    for (const site of ['broker', 'team', 'agency'] as const) {
      expect(contactVoice('broker', site)).toBe('individual')
      for (const group of ['team', 'office', 'administrative_team', 'executive_team'])
        expect(contactVoice(group, site)).toBe('group')
    }
  })

  it('follows the site when nobody in particular is written to', () => {
    expect(contactVoice(null, 'broker')).toBe('individual')
    expect(contactVoice(undefined, 'team')).toBe('group')
    expect(contactVoice('', 'agency')).toBe('group')
  })
})
