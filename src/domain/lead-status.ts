/** A lead's place in the broker's pipeline (issue 29): new → contacted → qualified → won / lost. */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost'] as const
export type LeadStatus = (typeof leadStatuses)[number]

export const isLeadStatus = (v: unknown): v is LeadStatus => leadStatuses.includes(v as LeadStatus)

/**
 * The moves one click away: forward along the pipeline, lost from any open status, and one step back
 * to undo a wrong click (a won or lost lead reopens where it was closed from).
 */
const moves: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['contacted', 'lost'],
  contacted: ['qualified', 'lost', 'new'],
  qualified: ['won', 'lost', 'contacted'],
  won: ['qualified'],
  lost: ['contacted'],
}

export const nextStatuses = (from: LeadStatus): readonly LeadStatus[] => moves[from]

export const canMove = (from: LeadStatus, to: LeadStatus): boolean => from === to || moves[from].includes(to)

/** A lead counts as contacted from the first move out of « new » (time to first contact). */
export const isFirstContact = (from: LeadStatus, to: LeadStatus): boolean => from === 'new' && to !== 'new'
