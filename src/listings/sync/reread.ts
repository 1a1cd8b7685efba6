import 'server-only'
import type { PayloadRequest } from 'payload'
import { adminsOnlyAnswer } from './sync-history'
import { syncFromSettings } from './sync-service'

const said = (req: PayloadRequest, fr: string, en: string) => ({
  errors: [{ message: req.i18n?.language === 'en' ? en : fr }],
})

/**
 * POST /api/globals/listing-feed/reread: an administrator's "read everything again". A sync that
 * ignores its watermarks starts in the background (it reads the whole feed, so it outlives the
 * request); 202 with its run id once it holds the lock, 409 when another sync is running or the
 * feed is not set up.
 */
export async function rereadEndpoint(req: PayloadRequest): Promise<Response> {
  const refused = adminsOnlyAnswer(req)
  if (refused) return refused
  const started = await new Promise<{ runId: number } | { not: 'busy' | 'unset' }>((resolve) => {
    syncFromSettings(req.payload, { reread: true, onStarted: (runId) => resolve({ runId }) }).then(
      (result) => resolve({ not: result ? 'busy' : 'unset' }),
      (err) => {
        console.warn('[listings sync] re-read:', err)
        resolve({ not: 'busy' })
      },
    )
  })
  if ('runId' in started) return Response.json({ runId: started.runId }, { status: 202 })
  return Response.json(
    started.not === 'unset'
      ? said(req, 'Le flux n’est pas configuré ou pas activé.', 'The feed is not set up or not enabled.')
      : said(
          req,
          'Une synchronisation est déjà en cours : réessayez dans un moment.',
          'A sync is already running: try again in a moment.',
        ),
    { status: 409 },
  )
}
