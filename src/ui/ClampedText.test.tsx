// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ClampedText } from './ClampedText.client'

// jsdom lays nothing out: the box's heights are given here, as a browser would measure a 5-line clamp.
let contentHeight = 300
const proto = HTMLElement.prototype
const saved = {
  scroll: Object.getOwnPropertyDescriptor(proto, 'scrollHeight'),
  client: Object.getOwnPropertyDescriptor(proto, 'clientHeight'),
}
beforeAll(() => {
  Object.defineProperty(proto, 'scrollHeight', { configurable: true, get: () => contentHeight })
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => 120 })
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})
afterAll(() => {
  if (saved.scroll) Object.defineProperty(proto, 'scrollHeight', saved.scroll)
  if (saved.client) Object.defineProperty(proto, 'clientHeight', saved.client)
})
afterEach(() => {
  cleanup()
  contentHeight = 300
})

const text = 'Isabelle connaît chaque rue de Laval. '.repeat(20)

describe('ClampedText', () => {
  it('opens in place: a button with aria-expanded that names what it does in the page language', () => {
    render(
      <ClampedText as="div" className="read-more__body" more="Lire la suite" less="Réduire" moreClassName="link">
        {text}
      </ClampedText>,
    )
    const button = screen.getByRole('button', { name: 'Lire la suite' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    const box = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(box?.textContent).toBe(text)
    fireEvent.click(button)
    expect(screen.getByRole('button', { name: 'Réduire' }).getAttribute('aria-expanded')).toBe('true')
    expect(box?.getAttribute('data-open')).toBe('true')
  })

  it('opens the full text in a dialog, its trigger named for the person and expanded while open', async () => {
    render(
      <ClampedText
        className="clamp"
        more="See more"
        moreLabel="See more — Isabelle Gagnon"
        moreClassName="link"
        dialog={{ title: 'Isabelle Gagnon', close: 'Close', body: <p>{text}</p> }}
      >
        {text}
      </ClampedText>,
    )
    const trigger = screen.getByRole('button', { name: 'See more — Isabelle Gagnon' })
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(trigger)
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    // The dialog's code loads on the first press (a dynamic import: slow under load).
    expect(await screen.findByRole('dialog', { name: 'Isabelle Gagnon' }, { timeout: 10_000 })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(trigger))
  })

  it('shows no button when the text fits its clamp', () => {
    contentHeight = 120
    render(
      <ClampedText className="clamp" more="Voir plus" moreClassName="link" less="Réduire">
        Court.
      </ClampedText>,
    )
    expect(screen.queryByRole('button')).toBeNull()
  })
})
