/** Failures in a row that alert the broker. */
export const FAILURES_BEFORE_ALERT = 3
/** No successful sync for this long alerts the broker. */
export const STALE_AFTER_MS = 2 * 60 * 60 * 1000

export type AlertKind = 'failing' | 'stale' | 'recovered'
type State = { failures: number; alerted: string | null; last_success_at: number | null }
type Outcome = { ok: true } | { ok: false } | { check: 'stale'; now: number }

/**
 * Whether this outcome e-mails the editors, and what is remembered: each problem alerts once,
 * its recovery once.
 */
export function alertFor(
  state: State,
  outcome: Outcome,
): { send: AlertKind | null; alerted: string | null; failures: number } {
  if ('check' in outcome) {
    const stale = state.last_success_at != null && outcome.now - state.last_success_at > STALE_AFTER_MS
    return stale && !state.alerted
      ? { send: 'stale', alerted: 'stale', failures: state.failures }
      : { send: null, alerted: state.alerted, failures: state.failures }
  }
  if (outcome.ok) return { send: state.alerted ? 'recovered' : null, alerted: null, failures: 0 }
  const failures = state.failures + 1
  if (failures >= FAILURES_BEFORE_ALERT && state.alerted !== 'failing')
    return { send: 'failing', alerted: 'failing', failures }
  return { send: null, alerted: state.alerted, failures }
}
