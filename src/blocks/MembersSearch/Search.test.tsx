// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MembersSearch, type SearchLabels } from './Search.client'

const labels: SearchLabels = {
  search: 'Rechercher un membre',
  placeholder: 'Tapez un nom…',
  noMatch: 'Aucun membre ne correspond à « {query} ».',
  matches: ['0', '1', '2'],
  close: 'Fermer',
  details: 'Voir la fiche',
  detailsOf: ['Voir la fiche — Julien Côté', 'Voir la fiche — Émilie Bélanger'],
  carousel: 'Membres',
  carouselControls: {
    previous: 'Précédent',
    next: 'Suivant',
    pause: 'Pause',
    play: 'Lecture',
    slide: ['1 sur 2', '2 sur 2'],
    dot: '{n}',
    count: '{current}/{total}',
  },
}
const members = [
  { name: 'Julien Côté', card: <p>Julien</p>, details: <p>Fiche de Julien</p> },
  { name: 'Émilie Bélanger', card: <p>Émilie</p>, details: <p>Fiche d’Émilie</p> },
]

afterEach(cleanup)

describe('members search combobox', () => {
  it('picks with the keyboard, opens the modal, and on close clears the selection and refocuses the input', async () => {
    render(<MembersSearch members={members} carouselCount={0} labels={labels} />)
    const box = screen.getByRole('combobox', { name: 'Rechercher un membre' })
    box.focus()
    fireEvent.change(box, { target: { value: 'emi' } })
    expect(box.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Émilie Bélanger'])
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    expect(box.getAttribute('aria-activedescendant')).toBeTruthy()
    fireEvent.keyDown(box, { key: 'Enter' })
    // The modal's code loads when first wanted (a dynamic import: slow under load).
    const dialog = await screen.findByRole('dialog', { name: 'Émilie Bélanger' }, { timeout: 10_000 })
    expect(dialog.textContent).toContain('Fiche d’Émilie')
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    })
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50))
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect((box as HTMLInputElement).value).toBe('')
    expect(document.activeElement).toBe(box)
  })
})
