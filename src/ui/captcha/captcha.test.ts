// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { ask, noNeed, release } from './requesters'
import { captchaScriptCached, captchaScriptUrl, loadCaptchaScript } from './script'

describe('captcha requesters (spec 1 §4)', () => {
  it('counts a requester once when it asks, and uncounts it only after it asked', () => {
    let s = ask(noNeed, 'a')
    s = ask(s, 'a')
    expect(s.count).toBe(1)
    s = release(s, 'b')
    expect(s.count).toBe(1)
    s = ask(s, 'b')
    s = release(s, 'a')
    s = release(s, 'a')
    expect(s).toEqual({ count: 1, requesters: { a: false, b: true } })
  })
})

describe('captcha script', () => {
  const v3 = { version: 3 as const, enterprise: false, siteKey: 'KEY', hl: 'fr' }
  it('builds the v2, v3 and Enterprise URLs with the language', () => {
    expect(captchaScriptUrl(v3)).toBe('https://www.google.com/recaptcha/api.js?render=KEY&hl=fr')
    expect(captchaScriptUrl({ ...v3, version: 2, hl: 'en' })).toBe(
      'https://www.google.com/recaptcha/api.js?render=explicit&hl=en',
    )
    expect(captchaScriptUrl({ ...v3, enterprise: true })).toBe(
      'https://www.google.com/recaptcha/enterprise.js?render=KEY&hl=fr',
    )
  })
  it('loads once, and clears the cache on a load error so it can retry', async () => {
    const first = loadCaptchaScript(v3)
    expect(loadCaptchaScript(v3)).toBe(first)
    expect(document.querySelectorAll('script[src*="recaptcha"]')).toHaveLength(1)
    document.querySelector<HTMLScriptElement>('script[src*="recaptcha"]')!.onerror!(new Event('error'))
    await expect(first).rejects.toThrow('Failed to load script')
    expect(captchaScriptCached(v3)).toBe(false)
    expect(document.querySelectorAll('script[src*="recaptcha"]')).toHaveLength(0)
    const again = loadCaptchaScript(v3)
    expect(again).not.toBe(first)
    window.grecaptcha = { ready: (cb: () => void) => cb() } as never
    document.querySelector<HTMLScriptElement>('script[src*="recaptcha"]')!.onload!(new Event('load'))
    await expect(again).resolves.toBe(window.grecaptcha)
  })
})
