import { describe, expect, it } from 'vitest'
import {
  brokerHref,
  brokerSlugOf,
  designationText,
  directionsHref,
  memberCardsPerPage,
  memberCardsWindow,
  placeholderKind,
  roleForContext,
} from './members'

describe('member cards per page (spec 2 §9)', () => {
  it('is 16 at xxl and up, 12 at lg, 8 at md, 6 below', () => {
    expect([320, 767, 768, 991, 992, 1439, 1440, 1920].map(memberCardsPerPage)).toEqual([6, 6, 8, 8, 12, 12, 16, 16])
  })
})

describe('member cards window', () => {
  it('shows what the page counter asks for once it is loaded', () => {
    expect(memberCardsWindow(1, 6, 16, 40)).toEqual({ visible: 6, missing: 0, hasMore: true })
    expect(memberCardsWindow(3, 6, 16, 40)).toEqual({ visible: 16, missing: 2, hasMore: true })
  })
  it('stops at the total', () => {
    expect(memberCardsWindow(4, 12, 40, 40)).toEqual({ visible: 40, missing: 0, hasMore: false })
    expect(memberCardsWindow(1, 16, 0, 0)).toEqual({ visible: 0, missing: 0, hasMore: false })
  })
})

describe('context_type', () => {
  it('maps to a directory role, brokers by default', () => {
    expect(roleForContext('teams')).toBe('team')
    expect(roleForContext('admins')).toBe('administrative_team')
    expect(roleForContext('directors')).toBe('executive_team')
    expect(roleForContext('unknown')).toBe('broker')
    expect(roleForContext(null)).toBe('broker')
  })
  it('chooses the team placeholder only for teams', () => {
    expect(placeholderKind('teams')).toBe('team')
    expect(placeholderKind('brokers')).toBe('broker')
    expect(placeholderKind(undefined)).toBe('broker')
  })
})

describe('licence designation', () => {
  it('is given in the visitor language', () => {
    expect(designationText('residential_broker_f', 'fr')).toBe('Courtière immobilière résidentielle')
    expect(designationText('residential_broker_f', 'en')).toBe('Residential Real Estate Broker')
    expect(designationText('made_up', 'fr')).toBeNull()
  })
})

describe('broker profile paths', () => {
  it('round-trips a slug in both languages', () => {
    expect(brokerHref('fr', 'isabelle-gagnon')).toBe('/fr/courtiers/isabelle-gagnon')
    expect(brokerHref('en', 'isabelle-gagnon')).toBe('/en/brokers/isabelle-gagnon')
    expect(brokerSlugOf('fr', '/courtiers/isabelle-gagnon')).toBe('isabelle-gagnon')
    expect(brokerSlugOf('en', '/brokers/isabelle-gagnon')).toBe('isabelle-gagnon')
  })
  it('refuses other paths and odd slugs', () => {
    expect(brokerSlugOf('fr', '/brokers/isabelle-gagnon')).toBeNull()
    expect(brokerSlugOf('fr', '/courtiers')).toBeNull()
    expect(brokerSlugOf('fr', '/courtiers/a/b')).toBeNull()
    expect(brokerSlugOf('fr', '/courtiers/%3Cscript%3E')).toBeNull()
  })
})

it('builds a directions link from the address', () => {
  expect(directionsHref(['4200, boul. Saint-Laurent', null, 'Montréal'])).toBe(
    'https://www.google.com/maps/dir/?api=1&destination=4200%2C%20boul.%20Saint-Laurent%2C%20Montr%C3%A9al',
  )
})
