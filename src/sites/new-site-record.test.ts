import { describe, expect, it } from 'vitest'
import type { Site } from '@/payload-types'
import { identitiesOf, newSiteData } from './new-site-record'
import type { NewSiteInput } from './new-site-input'

const template = {
  id: 1,
  name: 'Isabelle Gagnon — Immobilier Boréal',
  site_type: 'broker',
  brand_version: '2',
  site_id: 'demo',
  microsite_id: 'demo',
  site_key: 'demo-key',
  production: true,
  domain_name: 'localhost',
  domains: [{ domain: 'localhost', id: 'r1' }],
  contact: { phone_display: '450 555-0142', phone_intl: '+14505550142', email: 'isabelle@example.ca' },
  captcha: { site_key: 'captcha', version: '2', enterprise: false },
  contact_form: {
    show_consent: false,
    contact_name: 'Isabelle Gagnon',
    default_recipient_email: 'isabelle@example.ca',
  },
  favicon: { id: 9 },
  franchise_logos: { v1_light: 3 },
  head_elements: [{ tag: 'meta', name: 'google-site-verification', content: 'x' }],
  powered_by: { label: 'Courtier+', url: 'https://example.com' },
  updatedAt: '',
  createdAt: '',
} as unknown as Site
const input: NewSiteInput = {
  template: 1,
  name: 'Marc Tremblay — Immobilier Boréal',
  site_id: 'marc',
  microsite_id: 'marc',
  domains: ['marc.localhost', 'www.marc.ca'],
  site_type: 'team',
  member: null,
  contact_name: null,
}
const marc = {
  id: 12,
  name: 'Marc Tremblay',
  email: 'marc@example.ca',
  phone: { display: '514 555-0199', intl: '+15145550199' },
}

describe('newSiteData', () => {
  it('takes identity and domains from the form, the brand and settings from the template, outside production', () => {
    const d = newSiteData(template, input, null, 'new-key')
    expect(d).toMatchObject({
      name: input.name,
      site_type: 'team',
      brand_version: '2',
      site_id: 'marc',
      microsite_id: 'marc',
      site_key: 'new-key',
      production: false,
      domain_name: 'marc.localhost',
      domains: [{ domain: 'marc.localhost' }, { domain: 'www.marc.ca' }],
      contact: template.contact,
      captcha: { site_key: 'captcha', version: '2', enterprise: false },
      contact_form: { show_consent: false, contact_name: input.name, default_recipient_email: 'isabelle@example.ca' },
      favicon: 9,
      franchise_logos: { v1_light: 3, v1_dark: null },
    })
    expect(d).not.toHaveProperty('head_elements')
  })

  it('takes the contact details from the broker member when one is chosen', () => {
    const d = newSiteData(template, input, marc, 'k')
    expect(d.contact).toEqual({ phone_display: '514 555-0199', phone_intl: '+15145550199', email: 'marc@example.ca' })
    expect(d.contact_form).toMatchObject({ contact_name: 'Marc Tremblay', default_recipient_email: 'marc@example.ca' })
  })

  it('presents the chosen broker (and so their listings), nobody else; an agency site presents everyone', () => {
    expect(newSiteData(template, input, marc, 'k').members).toEqual([12])
    expect(newSiteData(template, input, null, 'k').members).toEqual([])
    expect(newSiteData(template, { ...input, site_type: 'agency' }, marc, 'k').members).toEqual([])
  })
})

describe('identitiesOf', () => {
  it('names the contact as typed, else the member, else the site', () => {
    expect(identitiesOf(template, { ...input, contact_name: 'Équipe Tremblay' }, marc).to.contactName).toBe(
      'Équipe Tremblay',
    )
    expect(identitiesOf(template, input, marc).to).toMatchObject({
      contactName: 'Marc Tremblay',
      phoneDisplay: '514 555-0199',
      domain: 'marc.localhost',
    })
    expect(identitiesOf(template, input, null).to.contactName).toBe(input.name)
    expect(identitiesOf(template, input, null).from).toMatchObject({
      name: template.name,
      contactName: 'Isabelle Gagnon',
      domain: 'localhost',
    })
  })
})
