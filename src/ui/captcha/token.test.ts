// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { withCaptcha } from './token'

const loadWith = (api: object) => {
  window.grecaptcha = { ready: (cb: () => void) => cb(), ...api } as never
  queueMicrotask(() =>
    document.querySelector<HTMLScriptElement>('script[src*="recaptcha"]:last-of-type')?.onload?.(new Event('load')),
  )
}
afterEach(() => {
  document.head.innerHTML = ''
  delete window.grecaptcha
})

describe('withCaptcha: token → submit → reset (spec 1 §4)', () => {
  it('v3: executes with the form action and passes the token on', async () => {
    const execute = vi.fn(async () => 'v3-token')
    loadWith({ execute })
    const submit = vi.fn(async (token: string | null) => `sent ${token}`)
    await expect(
      withCaptcha({ version: 3, enterprise: false, siteKey: 'K3', hl: 'en' }, 'contact_form', submit),
    ).resolves.toBe('sent v3-token')
    expect(execute).toHaveBeenCalledWith('K3', { action: 'contact_form' })
  })
  it('v2 invisible: renders one widget, executes it, then resets it even when the submit fails', async () => {
    let callback: (t: string) => void = () => {}
    const render = vi.fn((_el: HTMLElement, p: { callback: (t: string) => void; size: string }) => {
      callback = p.callback
      expect(p.size).toBe('invisible')
      return 7
    })
    const reset = vi.fn()
    loadWith({ render, reset, execute: vi.fn(() => setTimeout(() => callback('v2-token'), 0)) })
    const settings = { version: 2 as const, enterprise: false, siteKey: 'K2', hl: 'fr' }
    await expect(withCaptcha(settings, 'contact_form', async (t) => t)).resolves.toBe('v2-token')
    await expect(
      withCaptcha(settings, 'contact_form', async () => Promise.reject(new Error('HTTP 500'))),
    ).rejects.toThrow('HTTP 500')
    expect(render).toHaveBeenCalledTimes(1)
    expect(reset).toHaveBeenCalledTimes(2)
    expect(reset).toHaveBeenCalledWith(7)
  })
  it('sends without a token when the script fails to load (blocked or down)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    queueMicrotask(() =>
      document.querySelector<HTMLScriptElement>('script[src*="recaptcha"]:last-of-type')?.onerror?.(new Event('error')),
    )
    const submit = vi.fn(async (token: string | null) => token)
    await expect(
      withCaptcha({ version: 3, enterprise: false, siteKey: 'KB', hl: 'fr' }, 'contact_form', submit),
    ).resolves.toBeNull()
    expect(warn).toHaveBeenCalledWith('Captcha unavailable: Failed to load script')
    warn.mockRestore()
  })
  it('sends without a token when no token comes within the timeout', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    loadWith({ execute: () => new Promise(() => {}) })
    const started = Date.now()
    await expect(
      withCaptcha({ version: 3, enterprise: false, siteKey: 'KT', hl: 'en' }, 'contact_form', async (t) => t, 200),
    ).resolves.toBeNull()
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
    warn.mockRestore()
  })
  it('refuses without a site key', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(withCaptcha(null, 'contact_form', async () => 1)).rejects.toThrow(
      'Captcha not initialised (no site key)',
    )
    warn.mockRestore()
  })
})
