// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLazyEmbla } from './use-lazy-embla'

// embla itself needs a real layout; the hook's job is when it loads and what happens to presses meanwhile.
const calls: string[] = []
let release: (() => void) | undefined
vi.mock('embla-carousel', async () => {
  await new Promise<void>((r) => (release = r))
  const api = { scrollNext: () => calls.push('next'), destroy: () => calls.push('destroy') }
  return { default: () => api }
})

function Slides() {
  const [ref, api, run] = useLazyEmbla({ loop: true })
  return (
    <section aria-label="slides">
      <div ref={ref}>{api ? 'ready' : 'loading'}</div>
      <button type="button" onClick={() => run((a) => a.scrollNext())}>
        next
      </button>
    </section>
  )
}

afterEach(cleanup)

describe('useLazyEmbla', () => {
  it('keeps a press made while embla loads and moves the slides once it is ready', async () => {
    render(<Slides />)
    expect(screen.getByText('loading')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'next' }))
    fireEvent.click(screen.getByRole('button', { name: 'next' }))
    expect(calls).toEqual([])
    await act(async () => {
      // The press itself started the load (the browser was not idle yet).
      await waitFor(() => expect(release).toBeDefined())
      release?.()
    })
    await waitFor(() => expect(screen.getByText('ready')).toBeTruthy(), { timeout: 10_000 })
    expect(calls).toEqual(['next', 'next'])
    fireEvent.click(screen.getByRole('button', { name: 'next' }))
    expect(calls).toEqual(['next', 'next', 'next'])
  })
})
