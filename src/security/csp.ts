/**
 * Content-Security-Policy for public pages. Scripts need the per-request nonce (Next.js applies it
 * to its own scripts); frames only from the privacy-enhanced YouTube host and the captcha provider;
 * the page may be framed only by this origin (the CMS live preview). The property iframe block's
 * allowed origins (validated https origins, see domain/property-iframe) are added to frame-src.
 */
export function contentSecurityPolicy(nonce: string, dev = process.env.NODE_ENV !== 'production', iframeOrigins: readonly string[] = []): string {
  const extraFrames = iframeOrigins.filter((o) => /^https?:\/\/[a-z0-9.\-\[\]:]+$/i.test(o)).map((o) => ` ${o}`).join('')
  const captcha = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ https://www.recaptcha.net/recaptcha/'
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${captcha}${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'unsafe-inline' https://fonts.googleapis.com`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data: https://fonts.gstatic.com`,
    `connect-src 'self' https://www.google.com/recaptcha/${dev ? ' ws:' : ''}`,
    `frame-src 'self' https://www.youtube-nocookie.com https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/${extraFrames}`,
    `media-src 'self' blob: https:`,
    `frame-ancestors 'self'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ')
}
