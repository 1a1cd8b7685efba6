import type { DashboardLabels } from './labels'

export type SiteOption = { id: number | string; name: string }

/**
 * The site the dashboard counts, held in the URL (`?site=<id>` or `?site=all`): a plain GET form, so it
 * works before the admin's script has loaded and the address can be shared. Shown only to a user
 * who can read more than one site (an agency administrator); an editor of one site sees theirs named.
 */
export function SiteChooser({ sites, chosen, t }: { sites: SiteOption[]; chosen: string | null; t: DashboardLabels }) {
  if (sites.length < 2) return sites[0] ? <p style={{ margin: '0 0 16px' }}>{t.siteOf(sites[0].name)}</p> : null
  return (
    <form method="get" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', margin: '0 0 16px' }}>
      <label htmlFor="lead-dashboard-site">{t.siteLabel}</label>
      <select id="lead-dashboard-site" name="site" defaultValue={chosen ?? 'all'} style={{ minHeight: 36 }}>
        <option value="all">{t.scopeAll}</option>
        {sites.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.name}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
        {t.siteShow}
      </button>
    </form>
  )
}
