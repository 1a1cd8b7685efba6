import type { Locator, Page } from 'playwright-core'
import { BASE_URL } from './browser'

/**
 * A stand-in for Google's reCAPTCHA (unreachable here), served at the provider's URLs so the site's
 * own loader, CSP and widget code run unchanged. Like the real one, api.js only queues ready()
 * callbacks and inserts a second script from www.gstatic.com (which a nonce + 'strict-dynamic' CSP
 * must let through), and render() puts the widget in an iframe from www.google.com/recaptcha/
 * (frame-src). The API: ready / render / execute / reset / getResponse, v2 invisible (callback) and
 * v3 (execute returns a token), plus .enterprise.
 */
const FAKE_API_JS = `(() => {
  const queue = [];
  window.__fakeRecaptcha = { executions: [], resets: 0 };
  // The real api.js creates the grecaptcha object with a queuing ready() only; the release script
  // then adds the rest of the API to that same object.
  const gr = (window.grecaptcha = window.grecaptcha || {});
  gr.ready = gr.ready || ((cb) => queue.push(cb));
  gr.enterprise = gr.enterprise || {};
  gr.enterprise.ready = gr.enterprise.ready || ((cb) => queue.push(cb));
  window.___grecaptcha_cfg = { fns: queue };
  const s = document.createElement('script');
  s.src = 'https://www.gstatic.com/recaptcha/releases/fake/recaptcha__' + (new URL(document.currentScript.src).searchParams.get('hl') || 'fr') + '.js';
  s.async = true;
  document.head.appendChild(s);
})();`

const FAKE_RELEASE_JS = `(() => {
  const widgets = [];
  const token = () => 'fake-recaptcha-token-' + Math.random().toString(36).slice(2);
  const api = {
    ready: (cb) => setTimeout(cb, 0),
    render: (el, opts) => {
      const frame = document.createElement('iframe');
      frame.src = 'https://www.google.com/recaptcha/api2/anchor?k=' + encodeURIComponent(opts.sitekey) + '&size=' + opts.size;
      frame.title = 'reCAPTCHA';
      frame.width = '256'; frame.height = '60';
      el.appendChild(frame);
      widgets.push({ opts, response: '' });
      return widgets.length - 1;
    },
    execute: (idOrKey, options) => {
      if (typeof idOrKey === 'string') { window.__fakeRecaptcha.executions.push(options && options.action); return Promise.resolve(token()); }
      const w = widgets[idOrKey || 0];
      window.__fakeRecaptcha.executions.push('v2');
      setTimeout(() => { w.response = token(); w.opts.callback && w.opts.callback(w.response); }, 10);
    },
    reset: (id) => { const w = widgets[id || 0]; if (w) w.response = ''; window.__fakeRecaptcha.resets += 1; },
    getResponse: (id) => (widgets[id || 0] || {}).response || '',
  };
  const queued = (window.___grecaptcha_cfg && window.___grecaptcha_cfg.fns) || [];
  Object.assign(window.grecaptcha, api);
  Object.assign(window.grecaptcha.enterprise, api);
  queued.forEach((cb) => setTimeout(cb, 0));
})();`

export type CaptchaFake = { scriptRequests: string[]; frameRequests: string[] }

/** Route Google's reCAPTCHA URLs (api.js, its gstatic release script, the widget frame) to the fake. */
export async function fakeRecaptcha(page: Page): Promise<CaptchaFake> {
  const fake: CaptchaFake = { scriptRequests: [], frameRequests: [] }
  const js = (body: string) => ({ status: 200, contentType: 'text/javascript; charset=utf-8', body })
  await page.route('https://www.google.com/recaptcha/**', async (route) => {
    const url = route.request().url()
    if (new URL(url).pathname.includes('/anchor')) {
      fake.frameRequests.push(url)
      return route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>reCAPTCHA</title>',
      })
    }
    fake.scriptRequests.push(url)
    await route.fulfill(js(FAKE_API_JS))
  })
  await page.route('https://www.gstatic.com/recaptcha/**', (route) => {
    fake.scriptRequests.push(route.request().url())
    return route.fulfill(js(FAKE_RELEASE_JS))
  })
  return fake
}

/** Content-Security-Policy violations reported by the page (collected from the moment this is called). */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const list: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = list
    document.addEventListener('securitypolicyviolation', (e) => list.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  return () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])
}

/** A unique address, so a test finds its own lead among the others. */
export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

const EDITOR = {
  email: process.env.SEED_EDITOR_EMAIL || 'editeur@demo.courtier.local',
  password: process.env.SEED_EDITOR_PASSWORD || 'demo-editeur-2026',
}
let editorToken: Promise<string> | null = null

/** Log the demo editor in through Payload's REST API (once per file). */
export function loginEditor(): Promise<string> {
  editorToken ??= (async () => {
    const res = await fetch(`${BASE_URL}/api/editors/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(EDITOR),
    })
    const body = (await res.json()) as { token?: string }
    if (!res.ok || !body.token) throw new Error(`Editor login failed: ${res.status}`)
    return body.token
  })()
  return editorToken
}

export type StoredLead = {
  id: number | string
  form_type: string
  locale: string
  email: string
  first_name: string
  last_name: string
  phone: string | null
  message: string | null
  fields: Record<string, unknown>
  consent: { shown: boolean; transaction: boolean; marketing: boolean; version: string }
  review_flagged: boolean
  review_reason: string | null
  recipient_type: string | null
  recipient_slug?: string | null
  recipient_email?: string | null
  delivery_state: string
}

/** The leads stored for an email, read through the REST API (as the editor, or anonymously with token null). */
export async function leadsFor(email: string, token: string | null) {
  const url = `${BASE_URL}/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`
  const res = await fetch(url, { headers: token ? { Authorization: `JWT ${token}` } : {} })
  const body = (await res.json().catch(() => null)) as { docs?: StoredLead[] } | null
  return { status: res.status, docs: body?.docs ?? [] }
}

/** Poll until the lead of this email is stored (the POST answers after storing, but the UI may lag). */
export async function storedLead(email: string): Promise<StoredLead> {
  const token = await loginEditor()
  for (let i = 0; i < 40; i++) {
    const { docs } = await leadsFor(email, token)
    if (docs.length) return docs[0]
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`No lead stored for ${email}`)
}

/** Wait until every toast has finished its entrance (axe would measure a half-faded toast's contrast). */
export async function toastsSettled(page: Page) {
  // At least one toast: the toaster loads lazily, so "every toast settled" over none proves nothing.
  await page.waitForFunction(() => {
    const toasts = [...document.querySelectorAll('[data-sonner-toast]')]
    return toasts.length > 0 && toasts.every((t) => getComputedStyle(t).opacity === '1')
  })
  // A second toast stacks the first behind it and fades its text: wait for every transition to end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) =>
          ((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('[data-sonner-toaster]'),
        )
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  await page.waitForTimeout(50)
}

/**
 * Type into a masked input one key at a time, letting the page run a timer tick after each key as a
 * person's pace would. @react-input/mask polls the caret with a setTimeout loop and refuses an input
 * that arrives before its next tick ("The input selection has not been updated"), so keys sent in
 * one burst on a busy machine get dropped.
 */
export async function typeMasked(input: Locator, text: string) {
  for (const key of text) {
    await input.press(key === ' ' ? 'Space' : key)
    await input.evaluate(() => new Promise((resolve) => setTimeout(resolve, 16)))
  }
}

/** Empty an input as a person does (select all, Backspace): masked inputs track real edits. */
export async function clearByKeyboard(input: Locator) {
  await input.press('ControlOrMeta+a')
  await input.press('Backspace')
}
