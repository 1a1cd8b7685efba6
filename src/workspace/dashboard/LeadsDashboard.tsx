import { cookies } from 'next/headers'
import { createLocalReq, type Payload, type PayloadRequest, type TypedUser } from 'payload'
import type { I18nClient } from '@payloadcms/translations'
import { adminLanguage, formatDuration } from '@/domain/admin-words'
import { isAgencyAdmin } from '@/access'
import { dashboardFigures } from '../dashboard-figures'
import { dashboardLabels } from './labels'
import { SiteChooser, type SiteOption } from './SiteChooser'
import { SyncPanel } from './SyncPanel'
import { WeeklyChart } from './WeeklyChart'
import { figureCard } from './card-style'

type Props = {
  payload: Payload
  i18n: I18nClient
  user?: TypedUser | null
  searchParams?: Record<string, string | string[] | undefined>
}

/**
 * The sites the user may read, and the one the dashboard counts: `?site=<id>` when it is one of them,
 * all of them for `?site=all`, else the site chosen in Payload's site selector (its cookie), else all.
 */
async function chosenSite(req: PayloadRequest, param: unknown) {
  const found = await req.payload.find({
    collection: 'sites',
    req,
    overrideAccess: false,
    depth: 0,
    pagination: false,
    select: { name: true },
    sort: 'name',
  })
  const sites: SiteOption[] = found.docs.map((d) => ({ id: d.id, name: String(d.name ?? d.id) }))
  const known = (v: unknown) => (typeof v === 'string' && sites.some((s) => String(s.id) === v) ? v : null)
  if (param === 'all') return { sites, site: null }
  const site = known(param) ?? known((await cookies()).get('payload-tenant')?.value)
  return { sites, site }
}

/**
 * The admin's home (issue 29): what the site brings in, for the sites the user may read (or the one
 * chosen in the site selector): new leads against the period before, leads per week by form, the
 * pages that bring them, what waits for review or failed, and how fast leads are first contacted.
 */
export async function LeadsDashboard({ payload, i18n, user, searchParams }: Props) {
  if (!user) return null
  const lang = adminLanguage(i18n.language)
  const t = dashboardLabels(lang)
  const req = await createLocalReq({ user }, payload)
  const { sites, site } = await chosenSite(req, searchParams?.site)
  const { periods, weeks, top, median, held, failed, sync } = await dashboardFigures(req, site)
  const list = `${payload.config.routes.admin}/collections/leads`
  return (
    <section aria-labelledby="lead-dashboard-title" className="lead-dashboard" style={{ marginBottom: 32 }}>
      <h2 id="lead-dashboard-title" style={{ margin: '0 0 16px' }}>
        {t.title}
      </h2>
      <SiteChooser sites={sites} chosen={site} t={t} />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 16 }}>
        {periods.map((p) => (
          <div key={p.days} className="card" style={figureCard}>
            <h3 style={{ margin: 0, fontSize: '1rem' }}>{t.newLeads(p.days)}</h3>
            <p style={{ fontSize: '2rem', margin: '8px 0' }}>{p.current}</p>
            <p style={{ margin: 0 }}>{t.compared(p.current, p.previous, p.change)}</p>
          </div>
        ))}
        <div className="card" style={figureCard}>
          <h3 style={{ margin: 0, fontSize: '1rem' }}>{t.waiting}</h3>
          <p style={{ fontSize: '2rem', margin: '8px 0' }}>{held}</p>
          <a href={`${list}?where[review_flagged][equals]=true`} aria-label={`${t.seeList} — ${t.waiting}`}>
            {t.seeList}
          </a>
        </div>
        <div className="card" style={figureCard}>
          <h3 style={{ margin: 0, fontSize: '1rem' }}>{t.failed}</h3>
          <p style={{ fontSize: '2rem', margin: '8px 0' }}>{failed}</p>
          <a href={`${list}?where[delivery_state][equals]=failed`} aria-label={`${t.seeList} — ${t.failed}`}>
            {t.seeList}
          </a>
        </div>
        <div className="card" style={figureCard}>
          <h3 style={{ margin: 0, fontSize: '1rem' }}>{t.firstContact}</h3>
          <p style={{ fontSize: '2rem', margin: '8px 0' }}>{formatDuration(median, lang)}</p>
        </div>
        <SyncPanel
          s={sync}
          t={t}
          lang={lang}
          settingsHref={isAgencyAdmin(user) ? `${payload.config.routes.admin}/globals/listing-feed` : null}
        />
      </div>
      <h3 style={{ margin: '24px 0 8px' }}>{t.weekly}</h3>
      <WeeklyChart rows={weeks} lang={lang} caption={t.tableCaption} weekOf={t.weekOf} total={t.total} />
      <h3 style={{ margin: '24px 0 8px' }}>{t.top}</h3>
      {top.length ? (
        <table>
          <thead>
            <tr>
              <th scope="col">{t.source}</th>
              <th scope="col">{t.leads}</th>
            </tr>
          </thead>
          <tbody>
            {top.map((s) => (
              <tr key={s.source}>
                <td>{s.source}</td>
                <td>{s.leads}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t.topEmpty}</p>
      )}
    </section>
  )
}
