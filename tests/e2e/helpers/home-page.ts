import { BASE_URL } from './browser'

type Docs = { docs: Array<{ id: number }> }

/** The home page of the site this server answers on its test host (every site has one since issue 17). */
export async function homePageId(token: string): Promise<number> {
  const get = async (path: string) =>
    (await (await fetch(`${BASE_URL}/api${path}`, { headers: { Authorization: `JWT ${token}` } })).json()) as Docs
  const host = new URL(BASE_URL).hostname
  const [site] = (await get(`/sites?where[domains.domain][equals]=${encodeURIComponent(host)}&depth=0&limit=1`)).docs
  const [home] = (await get(`/pages?where[route_key][equals]=home&where[tenant][equals]=${site.id}&depth=0&limit=1`))
    .docs
  return home.id
}
