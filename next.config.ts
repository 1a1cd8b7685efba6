import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { securityHeaders } from './src/security/headers'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Browser tests open the dev server through 127.0.0.1.
  allowedDevOrigins: ['127.0.0.1'],
  images: { unoptimized: false, localPatterns: [{ pathname: '/api/media/file/**' }] },
  experimental: { authInterrupts: true },
  // Error reporting's server SDK (OpenTelemetry underneath) is loaded from node_modules, not bundled:
  // only when SENTRY_DSN is set (src/instrumentation.ts).
  serverExternalPackages: ['@sentry/nextjs'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
}

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
