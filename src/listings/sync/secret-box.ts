import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

const PREFIX = 'v1:'

/** The 256-bit key: LISTINGS_FEED_KEY when set, else derived from PAYLOAD_SECRET. */
export function secretKey(env: Record<string, string | undefined> = process.env): Buffer {
  const source = env.LISTINGS_FEED_KEY || env.PAYLOAD_SECRET
  if (!source) throw new Error('LISTINGS_FEED_KEY or PAYLOAD_SECRET is needed to store the feed secret')
  return createHash('sha256').update(`listings-feed:${source}`).digest()
}

/** AES-256-GCM: "v1:" + base64(iv ‖ tag ‖ ciphertext). */
export function sealSecret(plain: string, key = secretKey()): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')
}

/** The plain secret, or an error when it was sealed with another key or altered. */
export function openSecret(sealed: string, key = secretKey()): string {
  if (!sealed.startsWith(PREFIX)) throw new Error('The feed secret is not sealed')
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64')
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
  decipher.setAuthTag(raw.subarray(12, 28))
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
}

export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX)
