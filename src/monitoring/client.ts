import * as Sentry from '@sentry/nextjs'
import { sentryOptions } from './options'

/** Browser error reporting, loaded only when NEXT_PUBLIC_SENTRY_DSN is set (src/instrumentation-client.ts). */
export function startClientReporting(dsn: string) {
  Sentry.init({
    ...sentryOptions(dsn),
    integrations: [Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true })],
  })
}
