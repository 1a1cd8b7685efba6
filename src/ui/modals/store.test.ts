import { describe, expect, it, vi } from 'vitest'
import { runLinkAction, useModals } from './store'

describe('link actions', () => {
  it('opens the contact modal with its recipient and the contact-us modal', () => {
    expect(
      runLinkAction({ action_type: 'open_contact_modal', action_params: { type: 'team', name: 'Équipe Boréal' } }),
    ).toBe(true)
    expect(useModals.getState().open).toEqual({ kind: 'contact', recipient: { type: 'team', name: 'Équipe Boréal' } })
    runLinkAction({ action_type: 'open_contact_us_modal' })
    expect(useModals.getState().open).toEqual({ kind: 'contact-us' })
  })
  it('only warns on an unknown action', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    useModals.getState().close()
    expect(runLinkAction({ action_type: 'teleport' })).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('teleport'))
    expect(useModals.getState().open).toBeNull()
  })
})
