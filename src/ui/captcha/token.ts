import { CAPTCHA_CLIENT_TIMEOUT_MS } from '@/leads/constants'
import { loadCaptchaScript, type CaptchaScript } from './script'
import type { Grecaptcha } from './types'

type Pending = { resolve: (t: string) => void; reject: (e: Error) => void }
const widgets = new Map<string, { id: number; pending: Pending | null }>()

/** v2 invisible: one hidden widget per site key, executed on demand; its callback carries the token. */
function v2Widget(api: Grecaptcha, siteKey: string) {
  let w = widgets.get(siteKey)
  if (w) return w
  const holder = document.createElement('div')
  holder.className = 'captcha-holder'
  document.body.appendChild(holder)
  const state: { id: number; pending: Pending | null } = { id: 0, pending: null }
  const settle = (fn: (p: Pending) => void) => {
    const p = state.pending
    state.pending = null
    if (p) fn(p)
  }
  state.id = api.render(holder, {
    sitekey: siteKey,
    size: 'invisible',
    badge: 'bottomright',
    callback: (token: string) => settle((p) => p.resolve(token)),
    'error-callback': () => settle((p) => p.reject(new Error('Failed to execute'))),
    'expired-callback': () => settle((p) => p.reject(new Error('Failed to execute'))),
  })
  widgets.set(siteKey, state)
  w = state
  return w
}

async function getToken(settings: CaptchaScript, action: string): Promise<{ token: string; reset: () => void }> {
  const api = await loadCaptchaScript(settings)
  if (settings.version === 3) {
    const token = await api
      .execute(settings.siteKey, { action })
      .catch(() => Promise.reject(new Error('Failed to execute')))
    return { token, reset: () => {} }
  }
  const w = v2Widget(api, settings.siteKey)
  const token = await new Promise<string>((resolve, reject) => {
    w.pending = { resolve, reject }
    api.execute(w.id)
  })
  return { token, reset: () => api.reset(w.id) }
}

/** The token, or null when the script fails to load or to give one within `timeoutMs` (blocked, down, too slow). */
async function tokenOrNull(
  settings: CaptchaScript,
  action: string,
  timeoutMs: number,
): Promise<{ token: string | null; reset: () => void }> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Captcha timed out')), timeoutMs)
  })
  try {
    return await Promise.race([getToken(settings, action), late])
  } catch (e) {
    console.warn(`Captcha unavailable: ${e instanceof Error ? e.message : String(e)}`)
    return { token: null, reset: () => {} }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Get a token, pass it to the submit function, then reset the widget (spec 1 §4). When the captcha
 * is unavailable the form is still sent, with a null token (the wire then says so, issue 11).
 */
export async function withCaptcha<T>(
  settings: CaptchaScript | null,
  action: string,
  submit: (token: string | null) => Promise<T>,
  timeoutMs = CAPTCHA_CLIENT_TIMEOUT_MS,
): Promise<T> {
  if (!settings?.siteKey) {
    console.warn('Captcha not initialised (no site key)')
    throw new Error('Captcha not initialised (no site key)')
  }
  const { token, reset } = await tokenOrNull(settings, action, timeoutMs)
  try {
    return await submit(token)
  } finally {
    reset()
  }
}
