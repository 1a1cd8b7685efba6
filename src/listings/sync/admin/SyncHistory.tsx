import type { ServerComponentProps } from 'payload'
import { listingsDb } from '../../db'
import { pendingRejects, type PendingReject, type Rejection } from '../rejected-records'
import { syncHistory } from '../sync-history'
import { SITE_ID } from '../sync-service'
import type { SyncRun } from '../sync-state'
import { historyLabelsFor, type HistoryLabels } from './labels'
import { reasonIn } from './reasons'
import { RereadButton } from './RereadButton'

const figures = ['received', 'inserted', 'updated', 'withdrawn', 'rejected'] as const
const cell = { padding: '4px 8px', borderBottom: '1px solid var(--theme-elevation-150)', textAlign: 'left' as const }
const kinds = { full: 'full', incremental: 'incremental', reread: 'reread' } as const

/** Rejected records: resource, key, field and reason, the reason in the admin's language. */
function Rejections({
  rows,
  t,
  extra,
}: {
  rows: Array<Rejection | PendingReject>
  t: HistoryLabels
  extra?: (r: PendingReject) => [string, string]
}) {
  return (
    <table data-testid="sync-rejections" style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          {[t.resource, t.key, t.field, t.reason, ...(extra ? [t.attempts, t.since] : [])].map((h) => (
            <th key={h} scope="col" style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            <td style={cell}>{(t as Record<string, string>)[r.resource] ?? r.resource}</td>
            <td style={cell}>
              <code>{r.key ?? t.noKey}</code>
            </td>
            <td style={cell}>
              <code>{r.field}</code>
            </td>
            <td style={cell}>{reasonIn(r.reason, t.locale.startsWith('en') ? 'en' : 'fr')}</td>
            {extra
              ? extra(r as PendingReject).map((v, j) => (
                  <td key={j} style={cell}>
                    {v}
                  </td>
                ))
              : null}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Row({ run, t, when }: { run: SyncRun; t: HistoryLabels; when: (ms: number | null) => string }) {
  return (
    <>
      <tr>
        <td style={cell}>{when(run.started_at)}</td>
        <td style={cell}>{when(run.finished_at)}</td>
        <td style={cell}>{t[kinds[run.kind as keyof typeof kinds] ?? 'incremental']}</td>
        <td style={cell}>{t[run.status]}</td>
        {figures.map((f) => (
          <td key={f} style={{ ...cell, textAlign: 'right' }}>
            {run[f].toLocaleString(t.locale)}
          </td>
        ))}
      </tr>
      {run.error || run.rejections.length ? (
        <tr>
          <td colSpan={9} style={cell}>
            {run.error ? (
              <p>
                <strong>
                  {t.error}
                  {t.colon}
                </strong>{' '}
                {run.error}
              </p>
            ) : null}
            {run.rejections.length ? (
              <details>
                <summary>
                  {t.reasons} ({run.rejected})
                </summary>
                <Rejections rows={run.rejections} t={t} />
              </details>
            ) : null}
          </td>
        </tr>
      ) : null}
    </>
  )
}

/**
 * The listing feed's sync history, shown read-only under its settings: start, end, the figures,
 * the rejected records with their reasons, the records waiting for a retry, the last error, and
 * the "read everything again" button. Read on the server, for agency administrators only.
 */
export async function SyncHistory({ payload, req }: Pick<ServerComponentProps, 'payload' | 'req'>) {
  const t = historyLabelsFor(req?.i18n?.language)
  const runs = await syncHistory(payload, req?.user)
  if (!runs) return null
  const pending = await pendingRejects(listingsDb(payload), SITE_ID)
  const format = new Intl.DateTimeFormat(t.locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Toronto',
  })
  const when = (ms: number | null) => (ms == null ? '—' : format.format(ms))
  const lastError = runs.find((r) => r.status === 'failed')
  return (
    <section aria-labelledby="sync-history-title" style={{ margin: '24px 0' }}>
      <h3 id="sync-history-title">{t.title}</h3>
      <RereadButton api={payload.config.routes.api} labels={t} />
      {lastError ? (
        <p role="status">
          <strong>
            {t.lastError} ({when(lastError.started_at)}){t.colon}
          </strong>{' '}
          {lastError.error}
        </p>
      ) : null}
      {pending.length ? (
        <div data-testid="sync-pending" style={{ margin: '12px 0' }}>
          <h4>
            {t.pending} ({pending.length})
          </h4>
          <p>{t.pendingNote}</p>
          <Rejections
            rows={pending}
            t={t}
            extra={(r) => [r.attempts.toLocaleString(t.locale), when(r.first_rejected_at)]}
          />
        </div>
      ) : null}
      {runs.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                {(['started', 'finished', 'kind', 'status', ...figures] as const).map((k) => (
                  <th key={k} scope="col" style={cell}>
                    {t[k]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                <Row key={run.id} run={run} t={t} when={when} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
