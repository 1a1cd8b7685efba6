/** reCAPTCHA v3 / Enterprise: scores below this flag the lead for review (RECAPTCHA_MIN_SCORE overrides). */
export const CAPTCHA_MIN_SCORE = 0.5
export const CAPTCHA_TIMEOUT_MS = 5_000

/** Per-IP limit on POST /contact: this many posts per window (LEADS_RATE_LIMIT_MAX overrides the count). */
export const RATE_LIMIT = { max: Number(process.env.LEADS_RATE_LIMIT_MAX) || 10, windowMs: 10 * 60_000 }

/** Delivery outbox: attempts before a lead is marked failed, and the backoff between them. */
export const DELIVERY_MAX_ATTEMPTS = 8
export const DELIVERY_BASE_DELAY_MS = 60_000
export const DELIVERY_MAX_DELAY_MS = 6 * 60 * 60_000
/** A claimed lead whose sender died is picked up again after this long. */
export const DELIVERY_LOCK_MS = 2 * 60_000
export const SMTP_TIMEOUT_MS = 15_000
/**
 * Leads the outbox sends at once, over as many pooled SMTP connections (LEADS_OUTBOX_CONCURRENCY
 * overrides): enough to hide the SMTP round trips, few enough for any mail server's per-client limit.
 */
export const DELIVERY_CONCURRENCY = Number(process.env.LEADS_OUTBOX_CONCURRENCY) || 8
/** Due leads read per outbox pass (the runner starts another pass while some are left). */
export const DELIVERY_BATCH = 200
export const WEBHOOK_TIMEOUT_MS = 10_000

/** Success toast duration (spec 1 §8, §9). */
export const SUCCESS_TOAST_MS = 5_000

/**
 * Guards that need no third party (issue 11). A form sent sooner than this after it opened is refused
 * when the captcha was unavailable (LEADS_MIN_FILL_MS overrides); at most this many "captcha
 * unavailable" leads per site and hour are taken (LEADS_UNVERIFIED_PER_HOUR overrides).
 */
export const MIN_FILL_MS = Number(process.env.LEADS_MIN_FILL_MS) || 2_000
export const UNVERIFIED_PER_HOUR = Number(process.env.LEADS_UNVERIFIED_PER_HOUR) || 30
/** The browser stops waiting for a captcha token after this long and sends the form without one. */
export const CAPTCHA_CLIENT_TIMEOUT_MS = 4_000
