'use client'
import { useEffect, useId, useMemo, useState, type RefObject } from 'react'
import { useSite } from '@/ui/state/site'
import { useCaptchaNeed } from './requesters'
import { loadCaptchaScript, type CaptchaScript } from './script'
import { withCaptcha } from './token'

/** Is the element in the viewport (true where IntersectionObserver is missing)? */
function useVisible(ref: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') return setVisible(true)
    const io = new IntersectionObserver(([e]) => setVisible(e.isIntersecting))
    io.observe(el)
    return () => io.disconnect()
  }, [ref])
  return visible
}

/**
 * A form's captcha: requested while the form is visible (the badge shows while any visible form
 * needs it), the script loaded once, and run(action, submit) = token → submit → reset.
 */
export function useCaptcha(formRef: RefObject<HTMLElement | null>) {
  const { recaptcha, locale } = useSite()
  const id = useId()
  const visible = useVisible(formRef)
  const { ask, release } = useCaptchaNeed.getState()
  const needed = useCaptchaNeed((s) => s.count > 0)
  const settings: CaptchaScript | null = useMemo(
    () =>
      recaptcha.site_key
        ? { version: recaptcha.version, enterprise: recaptcha.enterprise, siteKey: recaptcha.site_key, hl: locale }
        : null,
    [recaptcha.site_key, recaptcha.version, recaptcha.enterprise, locale],
  )
  useEffect(() => {
    if (!visible) return
    ask(id)
    return () => release(id)
  }, [visible, id, ask, release])
  useEffect(() => {
    document.documentElement.classList.toggle('captcha-visible', needed)
    if (needed && settings) loadCaptchaScript(settings).catch((e: Error) => console.warn(e.message))
    if (needed && !settings) console.warn('Captcha not initialised (no site key)')
  }, [needed, settings])
  return {
    ready: Boolean(settings),
    run: <T>(action: string, submit: (token: string | null) => Promise<T>) => withCaptcha(settings, action, submit),
  }
}
