import { describe, expect, it } from 'vitest'
import { canMove, isFirstContact, leadStatuses, nextStatuses, type LeadStatus } from './lead-status'

describe('lead status moves', () => {
  it('walks the pipeline new → contacted → qualified → won, one click at a time', () => {
    expect(canMove('new', 'contacted')).toBe(true)
    expect(canMove('contacted', 'qualified')).toBe(true)
    expect(canMove('qualified', 'won')).toBe(true)
  })

  it('loses a lead from any open status, and reopens a closed one one step back', () => {
    for (const s of ['new', 'contacted', 'qualified'] as const) expect(nextStatuses(s)).toContain('lost')
    expect(nextStatuses('won')).toEqual(['qualified'])
    expect(nextStatuses('lost')).toEqual(['contacted'])
  })

  it('refuses skipping ahead (a lead is contacted before it is qualified or won)', () => {
    expect(canMove('new', 'qualified')).toBe(false)
    expect(canMove('new', 'won')).toBe(false)
    expect(canMove('contacted', 'won')).toBe(false)
    expect(canMove('won', 'lost')).toBe(false)
  })

  it('lets every status be reached from new', () => {
    const seen = new Set<LeadStatus>(['new'])
    const queue: LeadStatus[] = ['new']
    for (let s = queue.shift(); s; s = queue.shift())
      for (const n of nextStatuses(s))
        if (!seen.has(n)) {
          seen.add(n)
          queue.push(n)
        }
    expect([...seen].sort()).toEqual([...leadStatuses].sort())
  })

  it('counts the first move out of new as the first contact, and only that one', () => {
    expect(isFirstContact('new', 'contacted')).toBe(true)
    expect(isFirstContact('new', 'lost')).toBe(true)
    expect(isFirstContact('contacted', 'qualified')).toBe(false)
    expect(isFirstContact('new', 'new')).toBe(false)
  })
})
