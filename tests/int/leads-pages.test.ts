import { beforeAll, describe, expect, it } from 'vitest'
import { demoSite } from './helpers/sites'
import { resolvePage } from '@/data/resolve-page'
import { testPayload } from './helpers/db'

beforeAll(async () => {
  await testPayload()
})

const blocksOf = async (locale: string, path: string) => {
  const r = await resolvePage({ site: await demoSite(), locale, path })
  if (r.status !== 200 || !r.page) throw new Error(`expected 200 for /${locale}${path}, got ${r.status}`)
  return r.page
}

describe('demo pages with the lead blocks', () => {
  it('puts the contact form block on the contact page, in both languages', async () => {
    for (const locale of ['fr', 'en']) {
      const page = await blocksOf(locale, '/contact')
      const block = page.content.find((b) => b.block_type === 'contact_form')
      expect(block?.fields).toMatchObject({
        broker_name: 'Isabelle Gagnon',
        main_title: { fr: 'Écrivez-moi', en: 'Write to me' },
      })
      expect(block?.block_params.orientation_x).toBe('full')
      expect(page.recaptcha).toEqual({
        site_key: '6LeIxAcTAAAAAJcZVRqyHh4xBMpjsCcw9EY8HT24',
        version: 2,
        enterprise: false,
      })
    }
  })
  it('has the mortgage calculator, alert and valuation pages', async () => {
    expect((await blocksOf('fr', '/calculatrice-hypothecaire')).content[0]?.block_type).toBe('mortgage_calculator')
    expect((await blocksOf('en', '/mortgage-calculator')).content[0]?.fields).toMatchObject({
      down_payment_rule: 'in-force',
    })
    expect((await blocksOf('en', '/property-alert')).content[0]?.block_type).toBe('property_alert_form')
    expect((await blocksOf('en', '/sell')).content.map((b) => b.block_type)).toContain('property_valuation_form')
  })
})
