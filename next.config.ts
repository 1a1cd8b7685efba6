import { withPayload } from '@payloadcms/next/withPayload'
import path from 'node:path'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { securityHeaders } from './src/security/headers'
import { FILE_PATHS, STATIC_CSP } from './src/routing/missing-file'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Browser tests open the dev server through 127.0.0.1.
  allowedDevOrigins: ['127.0.0.1'],
  images: { unoptimized: false, localPatterns: [{ pathname: '/api/media/file/**' }] },
  experimental: { authInterrupts: true },
  // The proxy sees the client router's RSC requests as they are (its headers and `?_rsc=`): by default Next hides
  // them, and the page cache answered a link click with a page's HTML, a full reload (docs/decisions/0042).
  skipProxyUrlNormalize: true,
  // Error reporting's server SDK (OpenTelemetry underneath) is loaded from node_modules, not bundled:
  // only when SENTRY_DSN is set (src/instrumentation.ts).
  serverExternalPackages: ['@sentry/nextjs'],
  // Several instances: the data cache and its tags live in Redis (decision 0022). Read when the server
  // starts, so one build serves with or without it.
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.join(process.cwd(), 'cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
  async headers() {
    // Files get a policy under which nothing runs (the proxy gives pages their nonce-based one).
    return [
      { source: '/:path*', headers: securityHeaders },
      ...FILE_PATHS.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: STATIC_CSP }] })),
    ]
  },
}

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
