import { describe, expect, it } from 'vitest'
import { distinctTags, matchBanks, matchMembers, moveActive, teamClampLines, visiblePartners } from './people-more'

describe('team description clamp', () => {
  it('is 7 lines at 1680 px and up, else 5', () => {
    expect(teamClampLines(1679)).toBe(5)
    expect(teamClampLines(1680)).toBe(7)
    expect(teamClampLines(390)).toBe(5)
  })
})

describe('members search matching', () => {
  const names = ['Émilie Bélanger', 'Marc-André Tremblay', 'Julie Dion', 'Kevin O’Brien']
  it('matches word starts, ignoring accents and case', () => {
    expect(matchMembers('emi', names)).toEqual([0])
    expect(matchMembers('BEL', names)).toEqual([0])
    expect(matchMembers('andre', names)).toEqual([1])
    expect(matchMembers('brien', names)).toEqual([3])
    expect(matchMembers('ju di', names)).toEqual([2])
  })
  it('matches all on an empty query and none on a word inside a name', () => {
    expect(matchMembers('  ', names)).toEqual([0, 1, 2, 3])
    expect(matchMembers('lie', names)).toEqual([])
  })
})

describe('active option', () => {
  it('wraps with the arrows and jumps with Home and End', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0)
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0)
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2)
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2)
    expect(moveActive(1, 3, 'End')).toBe(2)
    expect(moveActive(1, 3, 'Home')).toBe(0)
    expect(moveActive(1, 0, 'ArrowDown')).toBe(-1)
  })
})

describe('partners', () => {
  const tags = [
    ['Notaire'],
    ['Inspection'],
    ['notaire', 'Juridique'],
    [],
    ['Inspection'],
    ['Notaire'],
    ['Notaire'],
    ['Notaire'],
    ['Notaire'],
    ['Notaire'],
  ]
  it('shows the first 6, all when expanded', () => {
    expect(visiblePartners(tags, null, false)).toEqual({ shown: [0, 1, 2, 3, 4, 5], total: 10, hasMore: true })
    expect(visiblePartners(tags, null, true).shown).toHaveLength(10)
  })
  it('filters by tag name, case and accents ignored', () => {
    expect(visiblePartners(tags, 'Inspection', false)).toEqual({ shown: [1, 4], total: 2, hasMore: false })
    expect(visiblePartners(tags, 'NOTAIRE', false).shown).toEqual([0, 2, 5, 6, 7, 8])
  })
  it('lists each tag once', () => {
    expect(distinctTags(tags)).toEqual(['Notaire', 'Inspection', 'Juridique'])
  })
})

describe('bank partners', () => {
  it('keeps the banks whose name contains the query', () => {
    const names = ['Desjardins', 'Banque Nationale', 'Banque de Montréal']
    expect(matchBanks('banque', names)).toEqual([1, 2])
    expect(matchBanks('montreal', names)).toEqual([2])
    expect(matchBanks('', names)).toEqual([0, 1, 2])
    expect(matchBanks('rbc', names)).toEqual([])
  })
})
