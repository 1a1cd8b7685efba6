import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { storedBlockTypes } from '@/blocks/configs'
import { contentApiAuthorized } from '@/security/api-keys'
import { getDemoBlocks } from '@/views/demo-blocks'
import { siteOfRequest } from '@/data/site-data'

const Query = z.object({
  site_id: z.string().min(1).max(128),
  block_type: z.string().max(64).optional(),
})

const messages = {
  fr: {
    key: 'Clé d’API invalide ou manquante.',
    query: (names: string) => `Paramètre invalide : ${names}.`,
    site: 'Site inconnu.',
  },
  en: {
    key: 'Invalid or missing API key.',
    query: (names: string) => `Invalid parameter: ${names}.`,
    site: 'Unknown site.',
  },
}

/** A 400 naming the parameters at fault, in the language asked. */
const badQuery = (m: (typeof messages)['fr'], names: string[]) =>
  NextResponse.json({ error: m.query(names.join(', ')), issues: names }, { status: 400 })

/**
 * GET /api/development/demo-page?site_id=…[&block_type=…] (spec 1 §7 "GET /development/demo-page"): one
 * demo block of every type found in the published content, keyed by block type, for the QA sections
 * page and developer tools. Content API key required; errors in the language asked (?locale=en).
 */
export async function GET(request: NextRequest) {
  const sp = request.nextUrl.searchParams
  const m = sp.get('locale') === 'en' ? messages.en : messages.fr
  if (!contentApiAuthorized(request.headers)) return NextResponse.json({ error: m.key }, { status: 401 })
  const parsed = Query.safeParse({
    site_id: sp.get('site_id') ?? undefined,
    block_type: sp.get('block_type') ?? undefined,
  })
  if (!parsed.success) return badQuery(m, [...new Set(parsed.error.issues.map((i) => i.path.join('.')))])
  const site = await siteOfRequest(request)
  if (!site || parsed.data.site_id !== site.site_id) return NextResponse.json({ error: m.site }, { status: 404 })
  const wanted = parsed.data.block_type
  if (wanted && !storedBlockTypes.includes(wanted)) return badQuery(m, ['block_type'])
  const demo = await getDemoBlocks(site.id)
  const blocks = wanted ? (demo[wanted] ? [demo[wanted]] : []) : Object.values(demo)
  return NextResponse.json({ blocks, missing: storedBlockTypes.filter((t) => !demo[t]) })
}
