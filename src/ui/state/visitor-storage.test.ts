// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { useVisitor } from './visitor'

describe('visitor contact info in session storage', () => {
  it('writes only the four keys to sessionStorage', () => {
    useVisitor.getState().set('email', 'marie@example.ca')
    const stored = JSON.parse(sessionStorage.getItem('visitor-contact') ?? '{}')
    expect(stored.state).toEqual({ firstname: '', lastname: '', email: 'marie@example.ca', phone: '' })
  })
})
