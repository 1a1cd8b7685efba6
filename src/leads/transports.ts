import { createHmac } from 'node:crypto'
import nodemailer, { type Transporter } from 'nodemailer'
import { DELIVERY_CONCURRENCY, SMTP_TIMEOUT_MS, WEBHOOK_TIMEOUT_MS } from './constants'

export type MailMessage = {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
  headers?: Record<string, string>
}

/** SMTP settings from the environment (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_FROM, SMTP_SECURE). */
export function smtpSettings(env = process.env) {
  const port = Number(env.SMTP_PORT) || 587
  return {
    host: env.SMTP_HOST || null,
    port,
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
    user: env.SMTP_USER || null,
    pass: env.SMTP_PASS || null,
    from: env.SMTP_FROM || env.SMTP_USER || null,
  }
}

type Pool = { key: string; transport: Transporter }
let pool: Pool | null = null

/**
 * One pooled transport per SMTP setting (nodemailer's pool): up to DELIVERY_CONCURRENCY connections
 * kept open and reused from e-mail to e-mail; a connection the server dropped is opened again on the
 * next e-mail. Changed settings (tests, a new SMTP_HOST) close the old pool.
 */
function pooledTransport(s: ReturnType<typeof smtpSettings>): Transporter {
  const key = JSON.stringify(s)
  if (pool?.key === key) return pool.transport
  pool?.transport.close()
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: DELIVERY_CONCURRENCY,
    maxMessages: 1000,
    host: s.host ?? undefined,
    port: s.port,
    secure: s.secure,
    auth: s.user ? { user: s.user, pass: s.pass ?? '' } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  })
  pool = { key, transport }
  return transport
}

/** Close the pooled SMTP connections (a script's end, tests). */
export function closeMailPool(): void {
  pool?.transport.close()
  pool = null
}

export async function sendMail(message: MailMessage): Promise<void> {
  const s = smtpSettings()
  if (!s.host || !s.from) throw new Error('SMTP is not configured (SMTP_HOST and SMTP_FROM)')
  await pooledTransport(s).sendMail({ from: s.from, ...message })
}

/** Optional webhook (LEADS_WEBHOOK_URL); signed with LEADS_WEBHOOK_SECRET as X-Leads-Signature: sha256=<hex>. */
export const webhookUrl = () => process.env.LEADS_WEBHOOK_URL || null

export async function postWebhook(body: unknown, url = webhookUrl()): Promise<void> {
  if (!url) return
  const json = JSON.stringify(body)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  const secret = process.env.LEADS_WEBHOOK_SECRET
  if (secret) headers['x-leads-signature'] = `sha256=${createHmac('sha256', secret).update(json).digest('hex')}`
  const res = await fetch(url, { method: 'POST', headers, body: json, signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS) })
  if (!res.ok) throw new Error(`Webhook answered HTTP ${res.status}`)
}
