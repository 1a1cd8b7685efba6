import type { TagSources } from '@/domain/site-tags'

/** Sources as the CSP lists them (` a b`): only well-formed origins, an optional leading `*.` (nothing could break out). */
const sources = (list: readonly string[] = []) =>
  list
    .filter((o) => /^https?:\/\/(\*\.)?[a-z0-9.\-[\]:]+$/i.test(o))
    .map((o) => ` ${o}`)
    .join('')

/**
 * Content-Security-Policy for public pages. Scripts need the per-request nonce (Next.js applies it
 * to its own scripts); frames only from the privacy-enhanced YouTube host and the captcha provider;
 * the page may be framed only by this origin (the CMS live preview). The property iframe block's
 * allowed origins (validated https origins, see domain/property-iframe) are added to frame-src. The
 * site's own tags (issue 28, src/domain/site-tags.ts) add exactly their origins, on that site only.
 */
export function contentSecurityPolicy(
  nonce: string,
  dev = process.env.NODE_ENV !== 'production',
  iframeOrigins: readonly string[] = [],
  tags: TagSources = { script: [], connect: [], frame: [] },
): string {
  const extraFrames = sources(iframeOrigins.filter((o) => !o.includes('*'))) + sources(tags.frame)
  const captcha =
    'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ https://www.recaptcha.net/recaptcha/'
  const reporting = dsnOrigin(process.env.NEXT_PUBLIC_SENTRY_DSN)
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${captcha}${sources(tags.script)}${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'unsafe-inline' https://fonts.googleapis.com`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data: https://fonts.gstatic.com`,
    `connect-src 'self' https://www.google.com/recaptcha/${sources(tags.connect)}${reporting ? ` ${reporting}` : ''}${dev ? ' ws:' : ''}`,
    `frame-src 'self' https://www.youtube-nocookie.com https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/${extraFrames}`,
    `media-src 'self' blob: https:`,
    `frame-ancestors 'self'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ')
}

/**
 * Content-Security-Policy of the CMS admin (decision 0018). Scripts as on public pages: the
 * per-request nonce (Next.js puts it on the admin's scripts) and 'strict-dynamic' for what they
 * load, no 'unsafe-inline' and no eval in production. Styles allow 'unsafe-inline': Payload's admin
 * and its editors set style attributes and inject style elements at run time; its JSON and code
 * fields load Monaco's styles and fonts from cdn.jsdelivr.net (its loader script comes in through
 * 'strict-dynamic'). Error reports go to the DSN's origin, as on public pages. The admin frames the
 * site's own pages only (live preview) and is framed by nobody.
 */
export function adminContentSecurityPolicy(nonce: string, dev = process.env.NODE_ENV !== 'production'): string {
  const reporting = dsnOrigin(process.env.NEXT_PUBLIC_SENTRY_DSN)
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data: https://cdn.jsdelivr.net`,
    `connect-src 'self'${reporting ? ` ${reporting}` : ''}${dev ? ' ws:' : ''}`,
    `worker-src 'self' blob:`,
    `frame-src 'self'`,
    `media-src 'self' blob: https:`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ')
}

/** The error-reporting endpoint's origin (from its DSN), which the browser SDK posts to. */
function dsnOrigin(dsn: string | undefined): string | null {
  try {
    return dsn ? new URL(dsn).origin : null
  } catch {
    return null
  }
}
