import { describe, expect, it } from 'vitest'
import { tokenRequest } from './token-request'

const basicOf = (h: Record<string, string>) => Buffer.from(h.authorization.replace('Basic ', ''), 'base64').toString()

describe('the OAuth2 token request', () => {
  it('authenticates with HTTP Basic over the form-urlencoded id and secret, and nothing in the body', () => {
    const r = tokenRequest({ clientId: 'broker client', clientSecret: 'a+b:c%d/é', scope: 'api' })
    expect(basicOf(r.headers)).toBe('broker+client:a%2Bb%3Ac%25d%2F%C3%A9')
    const form = new URLSearchParams(r.body)
    expect([...form.keys()].sort()).toEqual(['grant_type', 'scope'])
    expect(form.get('scope')).toBe('api')
  })

  it('or with the id and secret in the body, and no Authorization header', () => {
    const r = tokenRequest({ clientId: 'id', clientSecret: 's+1', auth: 'body', scope: ' ' })
    expect(r.headers.authorization).toBeUndefined()
    expect(Object.fromEntries(new URLSearchParams(r.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'id',
      client_secret: 's+1',
    })
  })
})
