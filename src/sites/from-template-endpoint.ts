import { addDataAndFileToRequest, ValidationError, type Endpoint, type PayloadRequest } from 'payload'
import { isAgencyAdmin } from '@/access'
import { createSiteFromTemplate, NewSiteRefused } from './create-from-template'
import { parseNewSite } from './new-site-input'

type Lang = 'fr' | 'en'
type Problem = { field?: string; message: { fr: string; en: string } }

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
const refusal = (status: number, problems: Problem[], lang: Lang) =>
  answer(status, {
    errors: problems.map((p) => ({ ...(p.field ? { field: p.field } : {}), message: p.message[lang] })),
  })

const SIGN_IN = { message: { fr: 'Connectez-vous pour créer un site.', en: 'Sign in to create a site.' } }
const ADMINS_ONLY = {
  message: {
    fr: 'Seul un administrateur de l’agence crée des sites.',
    en: 'Only an agency administrator creates sites.',
  },
}
const TAKEN = {
  fr: 'Cet identifiant ou ce domaine est déjà celui d’un autre site.',
  en: 'This id or domain already belongs to another site.',
}
const FAILED = {
  message: {
    fr: 'Le site n’a pas pu être créé ; rien n’a été enregistré. Réessayez.',
    en: 'The site could not be created; nothing was saved. Try again.',
  },
}

/** A unique index refusing the site record (two administrators creating the same site at once). */
const takenField = (e: unknown) => {
  if (!(e instanceof ValidationError)) return null
  const path = e.data?.errors?.[0]?.path ?? ''
  return /^(site_id|microsite_id|domains)/.test(path) ? path.split('.')[0] : null
}

/**
 * POST /api/sites/from-template (issue 17): an agency administrator creates a site from a template
 * site. 401 without a session, 403 for editors, 400 naming each wrong field, 409 naming the site that
 * already has the site_id, microsite_id or domain, 201 with the new site. Messages in the admin's
 * language (its payload-lng cookie, else the Accept-Language the admin form sends).
 */
export async function siteFromTemplate(req: PayloadRequest): Promise<Response> {
  const lang: Lang = req.i18n?.language === 'en' ? 'en' : 'fr'
  if (!req.user) return refusal(401, [SIGN_IN], lang)
  if (!isAgencyAdmin(req.user)) return refusal(403, [ADMINS_ONLY], lang)
  await addDataAndFileToRequest(req).catch(() => {})
  const parsed = parseNewSite(req.data)
  if (!parsed.ok) return refusal(400, parsed.errors, lang)
  try {
    return answer(201, await createSiteFromTemplate(req, parsed.input))
  } catch (e) {
    if (e instanceof NewSiteRefused) return refusal(e.status, e.problems, lang)
    const field = takenField(e)
    if (field) return refusal(409, [{ field, message: TAKEN }], lang)
    req.payload.logger.error({ err: e, msg: '[sites] creating a site from a template failed' })
    return refusal(500, [FAILED], lang)
  }
}

export const siteFromTemplateEndpoint: Endpoint = { path: '/from-template', method: 'post', handler: siteFromTemplate }
