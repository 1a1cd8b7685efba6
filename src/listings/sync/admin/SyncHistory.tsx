import type { ServerComponentProps } from 'payload'
import { syncHistory } from '../sync-history'
import type { SyncRun } from '../sync-state'
import { historyLabelsFor, type HistoryLabels } from './labels'

const figures = ['received', 'inserted', 'updated', 'withdrawn', 'rejected'] as const
const cell = { padding: '4px 8px', borderBottom: '1px solid var(--theme-elevation-150)', textAlign: 'left' as const }

function Row({ run, t, when }: { run: SyncRun; t: HistoryLabels; when: (ms: number | null) => string }) {
  return (
    <>
      <tr>
        <td style={cell}>{when(run.started_at)}</td>
        <td style={cell}>{when(run.finished_at)}</td>
        <td style={cell}>{t[run.kind === 'full' ? 'full' : 'incremental']}</td>
        <td style={cell}>{t[run.status]}</td>
        {figures.map((f) => <td key={f} style={{ ...cell, textAlign: 'right' }}>{run[f].toLocaleString(t.locale)}</td>)}
      </tr>
      {run.error || run.rejections.length ? (
        <tr>
          <td colSpan={9} style={cell}>
            {run.error ? <p><strong>{t.error}{t.colon}</strong> {run.error}</p> : null}
            {run.rejections.length ? (
              <details><summary>{t.reasons} ({run.rejected})</summary><ul>{run.rejections.map((r, i) => <li key={i}>{r}</li>)}</ul></details>
            ) : null}
          </td>
        </tr>
      ) : null}
    </>
  )
}

/**
 * The listing feed's sync history, shown read-only under its settings: start, end, the figures,
 * rejection reasons and the last error. Read on the server for the signed-in editor only.
 */
export async function SyncHistory({ payload, req }: Pick<ServerComponentProps, 'payload' | 'req'>) {
  const t = historyLabelsFor(req?.i18n?.language)
  const runs = await syncHistory(payload, req?.user)
  if (!runs) return null
  const format = new Intl.DateTimeFormat(t.locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Toronto' })
  const when = (ms: number | null) => (ms == null ? '—' : format.format(ms))
  const lastError = runs.find((r) => r.status === 'failed')
  return (
    <section aria-labelledby="sync-history-title" style={{ margin: '24px 0' }}>
      <h3 id="sync-history-title">{t.title}</h3>
      {lastError ? <p role="status"><strong>{t.lastError} ({when(lastError.started_at)}){t.colon}</strong> {lastError.error}</p> : null}
      {runs.length === 0 ? <p>{t.empty}</p> : (
        <div style={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>{(['started', 'finished', 'kind', 'status', ...figures] as const).map((k) => <th key={k} scope="col" style={cell}>{t[k]}</th>)}</tr>
            </thead>
            <tbody>{runs.map((run) => <Row key={run.id} run={run} t={t} when={when} />)}</tbody>
          </table>
        </div>
      )}
    </section>
  )
}
