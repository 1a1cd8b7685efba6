import type { AdminLanguage } from '@/domain/admin-words'
import type { WeekRow } from '@/domain/lead-stats'
import { kindWords, leadKinds } from '@/domain/lead-words'
import { WeeklyBars } from './WeeklyBars'

const colours: Record<(typeof leadKinds)[number], string> = {
  contact_form: '#1f6feb',
  listing_request: '#8250df',
  property_alert: '#bf5700',
  property_valuation: '#1a7f37',
}

const dayOf = (t: number, lang: AdminLanguage) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-CA' : 'fr-CA', {
    day: 'numeric',
    month: 'short',
    timeZone: 'America/Toronto',
  }).format(t)

/**
 * Leads per week by form: the chart (Chart.js, admin only) and, for screen readers and anyone who
 * wants the figures, the same rows as a table. Both are built from the same `rows`.
 */
export function WeeklyChart({
  rows,
  lang,
  caption,
  weekOf,
  total,
}: {
  rows: WeekRow[]
  lang: AdminLanguage
  caption: string
  weekOf: string
  total: string
}) {
  const labels = rows.map((r) => dayOf(r.start, lang))
  const series = leadKinds.map((k) => ({
    label: kindWords[k][lang],
    colour: colours[k],
    data: rows.map((r) => r.counts[k]),
  }))
  return (
    <div>
      <WeeklyBars labels={labels} series={series} />
      <details>
        <summary>{caption}</summary>
        <table className="lead-dashboard__table">
          <thead>
            <tr>
              <th scope="col">{weekOf}</th>
              {leadKinds.map((k) => (
                <th scope="col" key={k}>
                  {kindWords[k][lang]}
                </th>
              ))}
              <th scope="col">{total}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.start}>
                <th scope="row">{labels[i]}</th>
                {leadKinds.map((k) => (
                  <td key={k}>{r.counts[k]}</td>
                ))}
                <td>{r.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  )
}
