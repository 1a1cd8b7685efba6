import { FieldError, text, type RawRecord } from './reso'

/** RESO Office and Member resources, as the offices and members collections store them. */
export type DirectoryResource = 'Office' | 'Member'
export type Phone = { display: string | null; intl: string | null }
/** The RESO Office resource has no coordinates: an editor places the office on the map. Street and city are '' when absent. */
export type NormalizedOffice = {
  key: string
  name: string
  street: string
  city: string
  postal_code: string | null
  phone: Phone
  email: string | null
}
export type MemberRole = 'broker' | 'team' | 'administrative_team' | 'executive_team'
export type NormalizedMember = {
  key: string
  name: string
  role: MemberRole
  title: string | null
  phone: Phone
  email: string | null
  office_key: string | null
}
export type DirectoryError = { line: number; key: string | null; field: string; reason: string }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function email(r: RawRecord, field: string): string | null {
  const e = text(r, field, false, 254)
  if (e && !EMAIL.test(e)) throw new FieldError(field, `is not an email address: ${e.slice(0, 60)}`)
  return e ? e.toLowerCase() : null
}

/** North American numbers: shown as 450 555-0142, dialled as +14505550142 (extensions dropped from the dialled form). */
export function phoneOf(r: RawRecord, ...fields: string[]): Phone {
  const field = fields.find((f) => text(r, f, false, 40) !== null)
  if (!field) return { display: null, intl: null }
  const raw = text(r, field, false, 40)!
  const digits = raw.replace(/(ext\.?|x|poste).*$/i, '').replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  if (national.length !== 10) throw new FieldError(field, `is not a 10-digit phone number: ${raw}`)
  return { display: `${national.slice(0, 3)} ${national.slice(3, 6)}-${national.slice(6)}`, intl: `+1${national}` }
}

/** MemberDesignation: a Collection in RESO (a JSON array); a CSV cell holds the values joined by '|' or ','. */
export function designationsOf(r: RawRecord): string[] {
  const v = r.MemberDesignation
  if (v === undefined || v === null || v === '') return []
  const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[|,]/) : null
  if (!items || items.some((x) => typeof x !== 'string'))
    throw new FieldError('MemberDesignation', 'must be a list of text values')
  const out = (items as string[]).map((x) => x.trim()).filter(Boolean)
  if (out.join(', ').length > 500) throw new FieldError('MemberDesignation', 'is longer than 500 characters')
  return out
}

/** MemberType / MemberDesignation → the contact roles of the spec. */
export function roleOf(type: string | null, designation: string | null): MemberRole {
  const s = `${type ?? ''} ${designation ?? ''}`
  if (/team|équipe/i.test(s)) return 'team'
  if (/manager|designated|broker of record|director|direct|owner|principal|agence/i.test(s)) return 'executive_team'
  if (/assistant|staff|admin|secr|office|adjoint/i.test(s)) return 'administrative_team'
  return 'broker'
}

type Result<T> = T | Omit<DirectoryError, 'line'>[]

function collect<T>(key: string | null, build: (get: <V>(fn: () => V) => V | undefined) => T | null): Result<T> {
  const errors: Omit<DirectoryError, 'line'>[] = []
  const get = <V>(fn: () => V): V | undefined => {
    try {
      return fn()
    } catch (err) {
      if (!(err instanceof FieldError)) throw err
      errors.push({ key, field: err.field, reason: err.message })
      return undefined
    }
  }
  const value = build(get)
  return errors.length || value === null ? errors : value
}

export function normalizeOffice(r: RawRecord): Result<NormalizedOffice> {
  const key =
    typeof r.OfficeKey === 'string' || typeof r.OfficeKey === 'number' ? String(r.OfficeKey).trim() || null : null
  return collect(key, (get) => {
    get(() => text(r, 'OfficeKey', true, 100))
    // The one field RESO leaves optional that the directory cannot do without: an office is shown by its name.
    const name = get(() => text(r, 'OfficeName', true, 255))
    const street = get(() =>
      [text(r, 'OfficeAddress1', false, 200), text(r, 'OfficeAddress2', false, 200)].filter(Boolean).join(', '),
    )
    const city = get(() => text(r, 'OfficeCity', false, 100) ?? '')
    const postal = get(() => text(r, 'OfficePostalCode', false, 20))
    const phone = get(() => phoneOf(r, 'OfficePhone'))
    const mail = get(() => email(r, 'OfficeEmail'))
    if (!key || !name || street === undefined || city === undefined || !phone || mail === undefined) return null
    return { key, name, street, city, postal_code: postal?.toUpperCase() ?? null, phone, email: mail }
  })
}

export function normalizeMember(r: RawRecord): Result<NormalizedMember> {
  const key =
    typeof r.MemberKey === 'string' || typeof r.MemberKey === 'number' ? String(r.MemberKey).trim() || null : null
  return collect(key, (get) => {
    get(() => text(r, 'MemberKey', true, 100))
    const full = get(() => text(r, 'MemberFullName', false, 200))
    const first = get(() => text(r, 'MemberFirstName', false, 100))
    const last = get(() => text(r, 'MemberLastName', false, 100))
    const name = full ?? ([first, last].filter(Boolean).join(' ') || null)
    if (!name && full !== undefined && first !== undefined && last !== undefined)
      get(() => text(r, 'MemberLastName', true))
    const type = get(() => text(r, 'MemberType', false, 100))
    const designation = get(() => designationsOf(r).join(', ') || null)
    const phone = get(() =>
      phoneOf(r, 'MemberPreferredPhone', 'MemberDirectPhone', 'MemberMobilePhone', 'MemberOfficePhone'),
    )
    const mail = get(() => email(r, 'MemberEmail'))
    const office = get(() => text(r, 'OfficeKey', false, 100))
    if (
      !key ||
      !name ||
      !phone ||
      mail === undefined ||
      office === undefined ||
      type === undefined ||
      designation === undefined
    )
      return null
    return {
      key,
      name,
      role: roleOf(type, designation),
      title: designation ?? null,
      phone,
      email: mail,
      office_key: office,
    }
  })
}
