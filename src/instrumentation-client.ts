// Browser error reporting only when a DSN is configured; its code loads after the page, never in the first load.
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN
if (dsn) void import('./monitoring/client').then((m) => m.startClientReporting(dsn))
