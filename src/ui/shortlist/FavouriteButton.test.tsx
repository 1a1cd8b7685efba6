// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { parseShortlist, SHORTLIST_KEY } from '@/domain/shortlist'
import { FavouriteButton } from './FavouriteButton.client'

const labels = { name: 'Sauvegarder 123 rue Principale', save: 'Sauvegarder', saved: 'Sauvegardée' }
const heart = () => screen.getByRole('button', { name: labels.name })
const stored = (favourites: unknown, v: unknown = 1) =>
  localStorage.setItem(SHORTLIST_KEY, JSON.stringify({ v, favourites, searches: [], recent: [] }))

afterEach(() => {
  cleanup()
  localStorage.clear()
})

describe('the heart before and after its first use', () => {
  it('shows a saved listing pressed from the device’s list, and nothing for another version or a corrupted entry', () => {
    stored([{ uls: '28374651', price: 1, at: 1 }])
    const { unmount } = render(
      <FavouriteButton uls="28374651" price={500000} labels={labels}>
        ♥
      </FavouriteButton>,
    )
    expect(heart().getAttribute('aria-pressed')).toBe('true')
    unmount()
    for (const write of [() => stored([{ uls: '28374651' }], 0), () => localStorage.setItem(SHORTLIST_KEY, '{oops')]) {
      write()
      const again = render(
        <FavouriteButton uls="28374651" price={500000} labels={labels}>
          ♥
        </FavouriteButton>,
      )
      expect(heart().getAttribute('aria-pressed')).toBe('false')
      again.unmount()
    }
  })

  it('saves with the price seen on a press (the store loads then), and removes on the next', async () => {
    render(
      <FavouriteButton uls="28374651" price={499000} labels={labels}>
        ♥
      </FavouriteButton>,
    )
    expect(heart().getAttribute('aria-pressed')).toBe('false')
    act(() => void fireEvent.click(heart()))
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'))
    expect(parseShortlist(localStorage.getItem(SHORTLIST_KEY)).favourites).toMatchObject([
      { uls: '28374651', price: 499000 },
    ])
    act(() => void fireEvent.click(heart()))
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'))
    expect(parseShortlist(localStorage.getItem(SHORTLIST_KEY)).favourites).toEqual([])
  })

  it('follows a change made in another tab', async () => {
    render(
      <FavouriteButton uls="28374651" price={null} labels={labels}>
        ♥
      </FavouriteButton>,
    )
    stored([{ uls: '28374651', price: null, at: 1 }])
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_KEY })))
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'))
  })
})
