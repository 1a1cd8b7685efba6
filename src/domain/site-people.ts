/**
 * Who a site presents (docs/decisions/0025): the members and offices an administrator declared on
 * it. An agency site that declares neither presents every member and office of the agency, and
 * every listing; any other site presents only what it declares (a broker site with nothing declared
 * presents nobody, never the whole agency).
 *
 * From these declarations (applied in SQL by src/listings/directory/site-people-sql.ts):
 * - members on the site: the declared members, and the members of the declared offices;
 * - offices on the site: the declared offices, and the offices the declared members work at;
 * - listings on the site: those whose feed agent key (ListAgentKey) is a member on the site, or whose
 *   office key (ListOfficeKey) is a declared office. Showing where a broker works does not bring the
 *   other brokers of that office: only a declared office does.
 */
export type SitePeople = { all: true } | { all: false; members: number[]; offices: number[] }

type Ref = number | string | { id: number | string } | null | undefined
export type SitePeopleInput = { site_type?: string | null; members?: Ref[] | null; offices?: Ref[] | null }

const ids = (refs: Ref[] | null | undefined): number[] => {
  const out = new Set<number>()
  for (const r of refs ?? []) {
    const id = Number(r && typeof r === 'object' ? r.id : r)
    if (Number.isSafeInteger(id) && id > 0) out.add(id)
  }
  return [...out].sort((a, b) => a - b)
}

export function sitePeople(site: SitePeopleInput): SitePeople {
  const members = ids(site.members)
  const offices = ids(site.offices)
  if (site.site_type === 'agency' && !members.length && !offices.length) return { all: true }
  return { all: false, members, offices }
}

/** What every query for a site needs of it: its id and who it presents. */
export type SiteScope = { id: number; people: SitePeople }

export const siteScope = (site: SitePeopleInput & { id: number }): SiteScope => ({
  id: site.id,
  people: sitePeople(site),
})
