import { formatAdminDate, type AdminLanguage } from '@/domain/admin-words'
import type { SyncSummary } from '@/domain/sync-summary'
import type { DashboardLabels } from './labels'
import { figureCard } from './card-style'

/**
 * The listings sync on the admin's home: the last run (when, how many listings it changed, failed or
 * not) and the next one. The feed's history and settings link only for agency administrators.
 */
export function SyncPanel({
  s,
  t,
  lang,
  settingsHref,
}: {
  s: SyncSummary
  t: DashboardLabels
  lang: AdminLanguage
  settingsHref: string | null
}) {
  return (
    <section aria-labelledby="lead-dashboard-sync" className="card" data-testid="sync-panel" style={figureCard}>
      <h3 id="lead-dashboard-sync" style={{ margin: 0, fontSize: '1rem' }}>
        {t.sync}
      </h3>
      <dl style={{ margin: '8px 0 0', display: 'grid', gap: 4 }}>
        <dt style={{ fontWeight: 600 }}>{t.syncLast}</dt>
        {s.last ? (
          <dd style={{ margin: 0 }}>
            {formatAdminDate(s.last.at, lang)} — <strong>{s.last.failed ? t.syncFailed : t.syncOk}</strong>,{' '}
            {t.syncChanged(s.last.changed)}
          </dd>
        ) : (
          <dd style={{ margin: 0 }}>{t.syncNever}</dd>
        )}
        <dt style={{ fontWeight: 600 }}>{t.syncNext}</dt>
        <dd style={{ margin: 0 }}>
          {s.nextAt === null
            ? t.syncOff
            : s.nextAt <= Date.now() + 60_000
              ? t.syncNow
              : formatAdminDate(s.nextAt, lang)}
        </dd>
      </dl>
      {s.running ? <p style={{ margin: '8px 0 0' }}>{t.syncRunning}</p> : null}
      {settingsHref ? (
        <p style={{ margin: '8px 0 0' }}>
          <a href={settingsHref}>{t.syncSettings}</a>
        </p>
      ) : null}
    </section>
  )
}
