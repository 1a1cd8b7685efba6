import type { Endpoint, PayloadRequest, Where } from 'payload'
import { adminLanguage } from '@/domain/admin-words'
import { toCsv } from '@/domain/csv'
import type { Lead } from '@/payload-types'
import { exportRows } from './lead-export'

/** At most this many leads per export (a site's leads for years; the audit trail says how many left). */
export const EXPORT_MAX = 50_000

const whereOf = (req: PayloadRequest): Where | undefined => {
  const w = (req.query as { where?: unknown } | undefined)?.where
  return w && typeof w === 'object' ? (w as Where) : undefined
}

/**
 * GET /api/leads/export.csv[?where…]: the leads the signed-in user may read (their sites' only),
 * filtered as the list is, with their consents, as CSV in the admin's language. Each export is
 * written to the audit trail: who, which filter, how many leads, when.
 */
export const leadExportEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    const lang = adminLanguage(req.i18n?.language)
    if (!req.user)
      return Response.json(
        {
          errors: [
            { message: lang === 'en' ? 'Sign in to export leads.' : 'Connectez-vous pour exporter les demandes.' },
          ],
        },
        { status: 401 },
      )
    const where = whereOf(req)
    const leads: Lead[] = []
    // Loaded when needed: the leads store is server-only, and the config is also read by Payload's CLI.
    const { leadsReadableBy } = await import('./lead-store')
    for await (const page of leadsReadableBy(req, where)) {
      leads.push(...page)
      if (leads.length >= EXPORT_MAX) break
    }
    const rows = leads.slice(0, EXPORT_MAX)
    await req.payload.create({
      collection: 'audit-log',
      overrideAccess: true,
      req,
      data: {
        action: 'leads.export',
        user_email: (req.user as { email?: string }).email ?? String(req.user.id),
        details: { where: where ?? null, count: rows.length, ids: rows.map((l) => l.id) },
      },
    })
    const day = new Date().toISOString().slice(0, 10)
    return new Response('\ufeff' + toCsv(exportRows(rows, lang)), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${lang === 'en' ? 'leads' : 'demandes'}-${day}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}
