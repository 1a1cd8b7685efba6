import { scrubEvent } from './scrub'

/** Spec 1 "Error reporting": every error, a tenth of the traces, no session replay, a replay on error. */
export const SAMPLING = {
  sampleRate: 1,
  tracesSampleRate: 0.1,
  replaysSessionSampleRate: 0,
  replaysOnErrorSampleRate: 1,
} as const

/** The Sentry options of every runtime: reporting is on only when a DSN is configured; lead data never leaves. */
export function sentryOptions(dsn: string | undefined, environment = process.env.NODE_ENV) {
  return {
    dsn,
    enabled: Boolean(dsn),
    environment,
    ...SAMPLING,
    sendDefaultPii: false,
    beforeSend: <E>(event: E) => scrubEvent(event),
    beforeSendTransaction: <E>(event: E) => scrubEvent(event),
    beforeBreadcrumb: <B>(breadcrumb: B) => scrubEvent(breadcrumb),
  }
}
