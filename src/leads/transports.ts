import { createHmac } from 'node:crypto'
import nodemailer from 'nodemailer'
import { SMTP_TIMEOUT_MS, WEBHOOK_TIMEOUT_MS } from './constants'

export type MailMessage = { to: string; subject: string; text: string; html: string; replyTo?: string; headers?: Record<string, string> }

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

export async function sendMail(message: MailMessage): Promise<void> {
  const s = smtpSettings()
  if (!s.host || !s.from) throw new Error('SMTP is not configured (SMTP_HOST and SMTP_FROM)')
  const transport = nodemailer.createTransport({
    host: s.host, port: s.port, secure: s.secure, auth: s.user ? { user: s.user, pass: s.pass ?? '' } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS,
  })
  try {
    await transport.sendMail({ from: s.from, ...message })
  } finally {
    transport.close()
  }
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
