import { CAPTCHA_MIN_SCORE, CAPTCHA_TIMEOUT_MS } from './constants'

export type CaptchaSettings = { version: 2 | 3; enterprise: boolean; siteKey: string | null }
export type CaptchaCheck = {
  token: string
  remoteIp: string | null
  expectedAction: string
  allowedHostnames: string[]
  settings: CaptchaSettings
}
/** passed=false never drops a lead: it is stored and flagged for review with the reason. */
export type CaptchaVerdict = { passed: boolean; reason: string | null; score: number | null }
export type CaptchaVerifier = (check: CaptchaCheck) => Promise<CaptchaVerdict>

type Options = { secret?: string; projectId?: string; minScore?: number; timeoutMs?: number; fetch?: typeof fetch }
type Answer = { valid: boolean; codes: string[]; hostname?: string; action?: string; score?: number }

const SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify'
const ENTERPRISE = (project: string, key: string) =>
  `https://recaptchaenterprise.googleapis.com/v1/projects/${encodeURIComponent(project)}/assessments?key=${encodeURIComponent(key)}`
const TEST_HOSTNAME = 'testkey.google.com'

async function ask(
  check: CaptchaCheck,
  o: Required<Pick<Options, 'secret' | 'timeoutMs' | 'fetch'>> & Options,
): Promise<Answer> {
  const signal = AbortSignal.timeout(o.timeoutMs)
  if (check.settings.enterprise) {
    if (!o.projectId) throw new Error('RECAPTCHA_PROJECT_ID is not set')
    const event = {
      token: check.token,
      siteKey: check.settings.siteKey ?? undefined,
      expectedAction: check.expectedAction,
      userIpAddress: check.remoteIp ?? undefined,
    }
    const res = await o.fetch(ENTERPRISE(o.projectId, o.secret), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event }),
      signal,
    })
    if (!res.ok) throw new Error(`HTTP ${res.status}`)
    const j = (await res.json()) as {
      tokenProperties?: { valid?: boolean; invalidReason?: string; hostname?: string; action?: string }
      riskAnalysis?: { score?: number }
    }
    const t = j.tokenProperties ?? {}
    return {
      valid: Boolean(t.valid),
      codes: t.invalidReason ? [t.invalidReason] : [],
      hostname: t.hostname,
      action: t.action,
      score: j.riskAnalysis?.score,
    }
  }
  const body = new URLSearchParams({
    secret: o.secret,
    response: check.token,
    ...(check.remoteIp ? { remoteip: check.remoteIp } : {}),
  })
  const res = await o.fetch(SITEVERIFY, { method: 'POST', body, signal })
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  const j = (await res.json()) as {
    success?: boolean
    'error-codes'?: string[]
    hostname?: string
    action?: string
    score?: number
  }
  return {
    valid: Boolean(j.success),
    codes: j['error-codes'] ?? [],
    hostname: j.hostname,
    action: j.action,
    score: j.score,
  }
}

/** Judge the provider's answer: validity, hostname, then (v3 / Enterprise) action and score. */
export function judge(a: Answer, check: CaptchaCheck, minScore: number): CaptchaVerdict {
  const score = typeof a.score === 'number' ? a.score : null
  const fail = (reason: string): CaptchaVerdict => ({ passed: false, reason, score })
  if (!a.valid) return fail(`invalid-token${a.codes.length ? `: ${a.codes.join(', ')}` : ''}`)
  if (a.hostname === TEST_HOSTNAME) return fail('test-key')
  if (a.hostname && check.allowedHostnames.length && !check.allowedHostnames.includes(a.hostname))
    return fail(`hostname-mismatch: ${a.hostname}`)
  // v3 and Enterprise are scored; a score in the answer also means a scored key, whatever the settings say.
  const scored = check.settings.enterprise || check.settings.version === 3 || score !== null
  if (scored && a.action && a.action !== check.expectedAction) return fail(`action-mismatch: ${a.action}`)
  if (scored && (score === null || score < minScore)) return fail(`low-score: ${score ?? 'none'}`)
  return { passed: true, reason: null, score }
}

/** Google reCAPTCHA (v2, v3 or Enterprise) verified with the provider's server API. */
export function googleVerifier(opts: Options = {}): CaptchaVerifier {
  return async (check) => {
    const secret = opts.secret ?? process.env.RECAPTCHA_SECRET
    if (!secret) return { passed: false, reason: 'not-configured', score: null }
    const minScore = opts.minScore ?? (Number(process.env.RECAPTCHA_MIN_SCORE) || CAPTCHA_MIN_SCORE)
    const o = {
      ...opts,
      secret,
      timeoutMs: opts.timeoutMs ?? CAPTCHA_TIMEOUT_MS,
      fetch: opts.fetch ?? fetch,
      projectId: opts.projectId ?? process.env.RECAPTCHA_PROJECT_ID,
    }
    try {
      return judge(await ask(check, o), check, minScore)
    } catch (e) {
      return { passed: false, reason: `unreachable: ${e instanceof Error ? e.message : String(e)}`, score: null }
    }
  }
}
