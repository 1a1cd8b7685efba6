import { describe, expect, it } from 'vitest'
import { normalizeMember, normalizeOffice, phoneOf, roleOf } from './directory-reso'

describe('RESO offices and members', () => {
  it('reads phone numbers as shown and as dialled', () => {
    expect(phoneOf({ P: '(450) 555-0142 poste 12' }, 'P')).toEqual({ display: '450 555-0142', intl: '+14505550142' })
    expect(phoneOf({ P: '+1 819.555.0100' }, 'P')).toEqual({ display: '819 555-0100', intl: '+18195550100' })
    expect(phoneOf({}, 'P')).toEqual({ display: null, intl: null })
    expect(() => phoneOf({ P: '555-01' }, 'P')).toThrow('10-digit')
  })

  it('maps member types and designations to the contact roles', () => {
    expect(roleOf('MLS Member', 'Courtier immobilier')).toBe('broker')
    expect(roleOf('Office Manager', null)).toBe('executive_team')
    expect(roleOf('Designated REALTOR', null)).toBe('executive_team')
    expect(roleOf('Assistant', null)).toBe('administrative_team')
    expect(roleOf(null, 'Équipe Tremblay')).toBe('team')
  })

  it('normalizes an office, or lists every bad field', () => {
    expect(
      normalizeOffice({
        OfficeKey: 7,
        OfficeName: ' Agence ',
        OfficeAddress1: '1 rue A',
        OfficeAddress2: 'bureau 2',
        OfficeCity: 'Laval',
      }),
    ).toEqual({
      key: '7',
      name: 'Agence',
      street: '1 rue A, bureau 2',
      city: 'Laval',
      postal_code: null,
      phone: { display: null, intl: null },
      email: null,
    })
    const bad = normalizeOffice({ OfficeName: 'X', OfficeCity: 'Laval', OfficeEmail: 'x@' })
    expect(Array.isArray(bad) && bad.map((e) => e.field)).toEqual(['OfficeKey', 'OfficeEmail'])
  })

  it('takes an office as the RESO Office resource sends it: no coordinates, address parts optional', () => {
    expect(normalizeOffice({ OfficeKey: 'O9', OfficeName: 'Agence du Lac' })).toMatchObject({
      key: 'O9',
      name: 'Agence du Lac',
      street: '',
      city: '',
    })
  })

  it('reads MemberDesignation as the Collection it is (a JSON array), or a CSV cell', () => {
    const m = normalizeMember({
      MemberKey: 'M4',
      MemberFullName: 'Anne Roy',
      MemberDesignation: ['Courtier immobilier résidentiel', 'Broker of Record'],
    })
    expect(m).toMatchObject({ title: 'Courtier immobilier résidentiel, Broker of Record', role: 'executive_team' })
    expect(normalizeMember({ MemberKey: 'M5', MemberFullName: 'A B', MemberDesignation: [] })).toMatchObject({
      title: null,
      role: 'broker',
    })
    expect(normalizeMember({ MemberKey: 'M6', MemberFullName: 'A B', MemberDesignation: 'CRA|AACI' })).toMatchObject({
      title: 'CRA, AACI',
    })
    const bad = normalizeMember({ MemberKey: 'M7', MemberFullName: 'A B', MemberDesignation: [{ x: 1 }] })
    expect(Array.isArray(bad) && bad.map((e) => e.field)).toEqual(['MemberDesignation'])
  })

  it('normalizes a member from first and last names, or full name', () => {
    expect(
      normalizeMember({
        MemberKey: 'M1',
        MemberFirstName: 'Julie',
        MemberLastName: 'Roy',
        OfficeKey: 'O1',
        MemberEmail: 'J@X.CA',
      }),
    ).toMatchObject({ key: 'M1', name: 'Julie Roy', role: 'broker', email: 'j@x.ca', office_key: 'O1' })
    expect(normalizeMember({ MemberKey: 'M2', MemberFullName: 'Équipe Roy', MemberType: 'Team' })).toMatchObject({
      name: 'Équipe Roy',
      role: 'team',
      office_key: null,
    })
    const bad = normalizeMember({ MemberKey: 'M3' })
    expect(Array.isArray(bad) && bad.map((e) => e.field)).toEqual(['MemberLastName'])
  })
})
