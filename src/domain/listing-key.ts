/**
 * A RESO ListingKey (any string) as one URL token, and back. Letters and digits stay as they are;
 * every other UTF-8 byte, `_` included, is written `_XX` (two upper-case hex digits). The token
 * holds only [A-Za-z0-9_]: no dash, so `{slug}-{token}` splits at its last dash, and nothing a
 * percent-decoding layer changes. Only the canonical token decodes (one key, one token).
 */
const encoder = new TextEncoder()
const decoder = new TextDecoder('utf-8', { fatal: true })
const hex = (b: number) => b.toString(16).toUpperCase().padStart(2, '0')
const plain = (b: number) => (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a)

export function keyToken(key: string): string {
  let out = ''
  for (const b of encoder.encode(key)) out += plain(b) ? String.fromCharCode(b) : `_${hex(b)}`
  return out
}

const TOKEN = /^(?:[A-Za-z0-9]|_[0-9A-F]{2})+$/

/** The key a token names, or null when it is not the token of any key. */
export function keyOfToken(token: string): string | null {
  if (!TOKEN.test(token)) return null
  const bytes: number[] = []
  for (let i = 0; i < token.length; i++) {
    if (token[i] === '_') {
      bytes.push(parseInt(token.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(token.charCodeAt(i))
  }
  let key: string
  try {
    key = decoder.decode(new Uint8Array(bytes))
  } catch {
    return null
  }
  return keyToken(key) === token ? key : null
}
