import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { contentApiAuthorized } from '@/security/api-keys'
import { resolvePage } from '@/data/resolve-page'
import { siteOfRequest } from '@/data/site-data'
import { isLocale } from '@/domain/locales'
import { splitLocalePath } from '@/domain/paths'

const Body = z.object({
  path: z.string().min(1).max(2048).startsWith('/'),
  query: z.record(z.string(), z.string()).optional(),
  production: z.boolean().optional(),
})

/** Headless page response (spec 1 §7): POST /api/page/{site_id} with { path, query?, production? }. */
export async function POST(request: NextRequest, { params }: { params: Promise<{ site_id: string }> }) {
  if (!contentApiAuthorized(request.headers))
    return NextResponse.json({ error: 'Invalid or missing API key.' }, { status: 401 })
  const { site_id } = await params
  const site = await siteOfRequest(request)
  if (!site || site_id !== site.site_id)
    return NextResponse.json({ error: `Unknown site: ${site_id}` }, { status: 404 })
  // A body that is not a JSON object is refused under the field name 'body'.
  const parsed = Body.safeParse(await request.json().catch(() => null))
  if (!parsed.success) {
    return NextResponse.json(
      {
        error: 'Invalid body.',
        issues: parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message })),
      },
      { status: 400 },
    )
  }
  const { locale, path } = splitLocalePath(parsed.data.path)
  if (!isLocale(locale)) return NextResponse.json({ error: 'The path must start with /fr or /en.' }, { status: 400 })
  // A non-production caller (a preview front end) may be shown a content variant (?variant= in query).
  const result = await resolvePage({
    site,
    locale,
    path,
    query: parsed.data.query,
    preview: parsed.data.production === false,
  })
  if (result.status === 200 && 'page' in result && result.page) return NextResponse.json(result.page)
  return NextResponse.json(
    { status: result.status, location: result.location ?? null },
    { status: result.status === 301 || result.status === 302 ? 200 : result.status },
  )
}
