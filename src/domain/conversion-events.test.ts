import { describe, expect, it } from 'vitest'
import { conversionEvent } from './conversion-events'

describe('conversion events (issue 28)', () => {
  it('keeps only the parameters of the event, never personal data', () => {
    const e = conversionEvent('lead_sent', {
      form_type: 'contact_form',
      site: 'demo',
      email: 'visiteur@example.ca',
      full_name: 'Marie Tremblay',
      message: 'Rappelez-moi',
      phone: '514 555-0199',
    })
    expect(e).toEqual({ event: 'lead_sent', form_type: 'contact_form', site: 'demo' })
  })
  it('drops a value that looks like an e-mail or a phone number, even under an allowed name', () => {
    expect(conversionEvent('search_run', { filters: 'a@b.ca' })).toEqual({ event: 'search_run' })
    expect(conversionEvent('phone_click', { site: '(514) 555-0199' })).toEqual({ event: 'phone_click' })
    expect(conversionEvent('listing_viewed', { listing_key: '12345678' })).toEqual({
      event: 'listing_viewed',
      listing_key: '12345678',
    })
  })
})

describe('the events of a search, a listing and the mortgage calculator', () => {
  it('keeps a search’s structured filters (prices included) but never free text with an address', () => {
    const filters = 'mun=66023&type=house&price_min=500000&price_max=1250000&bedrooms=3'
    expect(conversionEvent('search_run', { filters })).toEqual({ event: 'search_run', filters })
    expect(conversionEvent('search_run', { filters: 'q=marie%40example.ca' })).toEqual({ event: 'search_run' })
    expect(conversionEvent('search_run', { filters: 'q=Marie Tremblay' })).toEqual({ event: 'search_run' })
  })
  it('keeps the calculator’s amounts and rate only', () => {
    const e = conversionEvent('mortgage_calculated', {
      price: 500000,
      down_payment: 100000,
      rate: 4.5,
      amortization_years: 25,
      frequency: 'monthly',
      email: 'visiteur@example.ca',
    })
    expect(e).toEqual({
      event: 'mortgage_calculated',
      price: 500000,
      down_payment: 100000,
      rate: 4.5,
      amortization_years: 25,
      frequency: 'monthly',
    })
  })
})
