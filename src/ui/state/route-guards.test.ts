import { describe, expect, it } from 'vitest'
import { decideRoute, registerRouteGuard } from './route-guards'

describe('route guards', () => {
  it('allows by default, veto beats reload, and unregistering restores', () => {
    expect(decideRoute('/fr')).toBe('allow')
    const offReload = registerRouteGuard(() => 'reload')
    expect(decideRoute('/fr')).toBe('reload')
    const offVeto = registerRouteGuard((h) => (h.includes('blogue') ? 'veto' : 'allow'))
    expect(decideRoute('/fr/blogue/x-1')).toBe('veto')
    expect(decideRoute('/fr')).toBe('reload')
    offVeto()
    offReload()
    expect(decideRoute('/fr/blogue/x-1')).toBe('allow')
  })
})
