import { describe, expect, it } from 'vitest'
import { onePerAuthor, reviewAuthorKey } from './review-groups'

type R = { name: string; date?: string; text: string }
const keep = (rows: R[]) =>
  onePerAuthor(
    rows,
    (r) => r.name,
    (r) => r.date,
  ).map((r) => r.text)

describe('Google reviews: one review per author (B-97, decision 0038)', () => {
  it('treats names differing only by case, accents, punctuation or spaces as one author', () => {
    expect(reviewAuthorKey('Marie-Ève  Tremblay.')).toBe(reviewAuthorKey('marie eve TREMBLAY'))
    expect(reviewAuthorKey('Marie Tremblay')).not.toBe(reviewAuthorKey('Marie Tremblais'))
  })

  it('keeps the most recent review of each author, in the order given', () => {
    const rows: R[] = [
      { name: 'Luc Gagné', date: '2024-03-01', text: 'luc old' },
      { name: 'Anne Roy', date: '2024-05-01', text: 'anne' },
      { name: 'luc gagne', date: '2025-01-10', text: 'luc new' },
      { name: 'LUC GAGNÉ', date: '2023-12-31', text: 'luc oldest' },
    ]
    expect(keep(rows)).toEqual(['anne', 'luc new'])
  })

  it('prefers a dated review to an undated or unreadable one, and the first of two equal dates', () => {
    expect(
      keep([
        { name: 'Paul', text: 'undated' },
        { name: 'Paul', date: 'hier', text: 'unreadable' },
        { name: 'Paul', date: '2022-02-02', text: 'dated' },
      ]),
    ).toEqual(['dated'])
    expect(
      keep([
        { name: 'Zoé', date: '2024-01-01', text: 'first' },
        { name: 'Zoe', date: '2024-01-01', text: 'second' },
      ]),
    ).toEqual(['first'])
  })

  it('keeps every review when each author appears once', () => {
    const rows: R[] = ['A', 'B', 'C'].map((n) => ({ name: n, text: n }))
    expect(keep(rows)).toEqual(['A', 'B', 'C'])
  })
})
