import { CAPTCHA_STATUS_FIELD, CAPTCHA_UNAVAILABLE, ELAPSED_FIELD, HONEYPOT_FIELD } from '@/leads/wire-fields'

/**
 * The guard fields sent with every form (issue 11): captcha_status=unavailable when there is no
 * token, the honeypot's value as the form holds it, and how long the form was open.
 */
export function guardWire(
  token: string | null,
  form: HTMLFormElement | null,
  startedAt: number,
  now = Date.now(),
): Record<string, string> {
  const trap = form?.elements.namedItem(HONEYPOT_FIELD)
  const honeypot = trap instanceof HTMLInputElement ? trap.value : ''
  return {
    ...(token ? {} : { [CAPTCHA_STATUS_FIELD]: CAPTCHA_UNAVAILABLE }),
    [HONEYPOT_FIELD]: honeypot,
    [ELAPSED_FIELD]: String(Math.max(0, Math.round(now - startedAt))),
  }
}
