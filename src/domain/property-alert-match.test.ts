import { describe, expect, it } from 'vitest'
import {
  ALERT_EMAIL_EVERY_MS,
  alertCriteria,
  foldName,
  matchesAlert,
  mayEmailAgain,
  type AlertListing,
} from './property-alert-match'

const request = {
  municipality: 'Québec, Saint-Jérôme',
  property_type: 'condo',
  budget_min: '200000',
  budget_max: '450000',
  nb_bedrooms: '2',
  nb_bathrooms: '1',
}
const condo: AlertListing = {
  city: 'Québec',
  type_code: 'condo',
  price: 300_000,
  bedrooms: 2,
  bathrooms: 1,
  transaction_type: 'sale',
  status: 'active',
}

describe('property alert matching', () => {
  it('reads the stored request: municipalities folded, budget, minimum rooms, any type when empty', () => {
    expect(alertCriteria(request)).toEqual({
      municipalities: ['quebec', 'saint jerome'],
      type: 'condo',
      minPrice: 200_000,
      maxPrice: 450_000,
      bedrooms: 2,
      bathrooms: 1,
    })
    expect(
      alertCriteria({ ...request, property_type: '', budget_max: 'Infinity', budget_min: '', nb_bedrooms: '' }),
    ).toMatchObject({ type: null, minPrice: 0, maxPrice: Infinity, bedrooms: 0 })
    expect(alertCriteria({ ...request, municipality: ' , ' })).toBeNull()
    expect(alertCriteria(null)).toBeNull()
  })
  it('matches a listing for sale in the place, of the type, within budget, with enough rooms', () => {
    const c = alertCriteria(request)!
    expect(matchesAlert(c, condo)).toBe(true)
    expect(matchesAlert(c, { ...condo, city: 'SAINT JEROME', bedrooms: 4, bathrooms: 3 })).toBe(true)
    expect(matchesAlert(c, { ...condo, price: 450_000 })).toBe(true)
    for (const miss of [
      { city: 'Lévis' },
      { city: null },
      { type_code: 'maison' },
      { price: 450_001 },
      { price: 199_999 },
      { bedrooms: 1 },
      { bathrooms: 0 },
      { transaction_type: 'rent' },
      { status: 'sold' },
    ]) {
      expect(matchesAlert(c, { ...condo, ...miss }), JSON.stringify(miss)).toBe(false)
    }
    expect(matchesAlert(alertCriteria({ ...request, property_type: '' })!, { ...condo, type_code: 'chalet' })).toBe(
      true,
    )
  })
  it('e-mails a request at most once a day', () => {
    expect(mayEmailAgain(null, 5)).toBe(true)
    expect(mayEmailAgain(1000, 1000 + ALERT_EMAIL_EVERY_MS - 1)).toBe(false)
    expect(mayEmailAgain(1000, 1000 + ALERT_EMAIL_EVERY_MS)).toBe(true)
    expect(foldName('  Saint–Jean-sur-Richelieu ')).toBe('saint jean sur richelieu')
  })
})
