export type RouteStatus = { status: number; location: string | null }

const internalOrigin = (port?: string) => process.env.INTERNAL_ORIGIN || `http://127.0.0.1:${process.env.PORT || port || 3000}`

/** Ask the app's own resolver (over loopback, cached there) which status a localized path has. */
export async function routeStatus(locale: string, path: string, port?: string): Promise<RouteStatus> {
  try {
    const url = `${internalOrigin(port)}/api/route-status?locale=${encodeURIComponent(locale)}&path=${encodeURIComponent(path)}`
    const res = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } })
    if (!res.ok) return { status: 500, location: null }
    const body = (await res.json()) as Partial<RouteStatus>
    return { status: typeof body.status === 'number' ? body.status : 500, location: body.location ?? null }
  } catch {
    return { status: 500, location: null }
  }
}
