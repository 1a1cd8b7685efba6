import type { Locator, Page } from 'playwright-core'
import { typeMasked } from './leads'

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A field by the start of its visible label, which may go on with a required mark or a unit:
 * 'Nom' finds 'Nom *' but neither 'Prénom' (the label starts with the name) nor 'Nombre' (a whole word).
 */
export const fieldByLabel = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}(?![\\p{L}\\p{N}])`, 'u'))

/** The identity labels every lead form shows (contact, modal, alert and valuation steps). */
export type PersonLabels = { first: string; last: string; email: string; phone: string }
export type Person = { first: string; last: string; email: string; phone?: string }

/** Fill a lead form's identity fields as a visitor does; the phone goes through its mask key by key. */
export async function fillPerson(scope: Page | Locator, labels: PersonLabels, person: Person) {
  await fieldByLabel(scope, labels.first).fill(person.first)
  await fieldByLabel(scope, labels.last).fill(person.last)
  await fieldByLabel(scope, labels.email).fill(person.email)
  if (person.phone) await typeMasked(fieldByLabel(scope, labels.phone), person.phone)
}
