import type { Grecaptcha } from './types'

export type CaptchaScript = { version: 2 | 3; enterprise: boolean; siteKey: string; hl: string }

/** The provider's script URL: v3 renders with the site key, v2 explicitly (invisible widget); hl = language. */
export function captchaScriptUrl({ version, enterprise, siteKey, hl }: CaptchaScript): string {
  const file = enterprise ? 'enterprise.js' : 'api.js'
  const render = version === 3 ? siteKey : 'explicit'
  return `https://www.google.com/recaptcha/${file}?render=${encodeURIComponent(render)}&hl=${encodeURIComponent(hl)}`
}

const cache = new Map<string, Promise<Grecaptcha>>()

const ready = (enterprise: boolean) =>
  new Promise<Grecaptcha>((resolve, reject) => {
    const root = window.grecaptcha
    const api = enterprise ? root?.enterprise : root
    if (!api) return reject(new Error('Failed to load script'))
    api.ready(() => resolve(api))
  })

/** Load the script once and cache it; on a load error the cache is cleared so a later call retries. */
export function loadCaptchaScript(settings: CaptchaScript, doc: Document = document): Promise<Grecaptcha> {
  const src = captchaScriptUrl(settings)
  const hit = cache.get(src)
  if (hit) return hit
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const el = doc.createElement('script')
    el.src = src
    el.async = true
    el.defer = true
    el.onload = () => ready(settings.enterprise).then(resolve, reject)
    el.onerror = () => {
      cache.delete(src)
      el.remove()
      reject(new Error('Failed to load script'))
    }
    doc.head.appendChild(el)
  })
  cache.set(src, promise)
  return promise
}

export const captchaScriptCached = (settings: CaptchaScript) => cache.has(captchaScriptUrl(settings))
