import {
  ValidationError,
  type CollectionAfterErrorHook,
  type CollectionBeforeChangeHook,
  type PayloadRequest,
} from 'payload'
import type { Locale } from '@/domain/locales'
import { splitLocales, translationParity, type ParityGap, type ParityField } from '@/domain/translation-parity'
import { parityLabels } from './labels'
import { adminLang } from './report'

export type BlockPublish = 'none' | 'en' | 'fr' | 'both'

/**
 * The gaps, one line per language and kind, in the admin's language:
 * « EN : 3 champs manquants — Contenu › Héros › Titre, … » then « EN : 1 champ copié — … ».
 */
export function gapList(gaps: ParityGap[], lang: Locale): string {
  const t = parityLabels(lang)
  const lines: string[] = []
  for (const locale of ['en', 'fr'] as const)
    for (const kind of ['missing', 'copied'] as const) {
      const these = gaps.filter((g) => g.locale === locale && g.kind === kind)
      if (these.length)
        lines.push(
          `${t.code[locale]}${lang === 'en' ? ':' : ' :'} ${t.fields(kind, these.length)} — ${these.map((g) => g.labels.join(' › ')).join(', ')}`,
        )
    }
  return lines.join('\n')
}

/** The refusal: the gaps on the « Publier quand même » box (the admin shows them there), a short toast above. */
function refusal(req: PayloadRequest, slug: string, toast: string, message: string) {
  const err = new ValidationError({ collection: slug, errors: [{ message, path: 'publish_anyway' }], req }, req.t)
  // Payload's own message names the field (« Le champ suivant n’est pas valide : publish_anyway »): say why instead.
  err.message = toast
  return err
}

const blocks = (mode: BlockPublish | null | undefined, locale: Locale) => mode === 'both' || mode === locale

/**
 * Publishing a page or post with translation gaps (issue 30): refused with the gaps listed until the editor ticks
 * « Publier quand même »; refused outright for the side(s) the site's settings block. Applies to a signed-in
 * user's publish (admin, REST, GraphQL).
 */
export const parityPublishGuard: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
  collection,
  context,
}) => {
  // An editor's publish only: the seed and scripts (the local API without a user) publish as they are.
  if (data?._status !== 'published' || !req.user || context?.skipParity) return data
  const fields = collection.fields as unknown as ParityField[]
  const current: Locale = req.locale === 'en' ? 'en' : 'fr'
  const id = (originalDoc as { id?: string | number } | undefined)?.id
  // Read in the same transaction (`req`), but a local API call given `req` sets its locale on it: put the save's
  // own locale back, or the save goes on under 'all' and a title sent in French is not stored (graphql-roles).
  const { locale, fallbackLocale } = req
  const stored =
    id !== undefined
      ? await req.payload
          .findByID({
            collection: collection.slug as 'pages',
            id,
            locale: 'all',
            depth: 0,
            draft: true,
            overrideAccess: true,
            req,
          })
          .finally(() => Object.assign(req, { locale, fallbackLocale }))
      : {}
  const pair = splitLocales(fields, stored)
  pair[current] = { ...pair[current], ...(data as Record<string, unknown>) }
  const lang = adminLang(req.i18n?.language)
  const { gaps } = translationParity(fields, pair, lang)
  if (!gaps.length) return data
  const t = parityLabels(lang)
  const tenant = (data.tenant ?? (originalDoc as { tenant?: unknown } | undefined)?.tenant) as unknown
  const siteId = tenant && typeof tenant === 'object' ? (tenant as { id: string | number }).id : tenant
  const site = siteId
    ? await req.payload
        .findByID({ collection: 'sites', id: siteId as string, depth: 0, overrideAccess: true, req })
        .finally(() => Object.assign(req, { locale, fallbackLocale }))
    : null
  const mode = (site as { translation_parity?: { block_publish?: BlockPublish | null } } | null)?.translation_parity
    ?.block_publish
  const blocking = gaps.filter((g) => blocks(mode, g.locale))
  // Blocked: the box cannot help; its field shows the blocking gaps under a head that says so (PublishAnyway hides
  // the box on it).
  if (blocking.length)
    throw refusal(req, collection.slug, t.blockedHead, `${t.blockedHead}\n${gapList(blocking, lang)}`)
  if (data.publish_anyway) return data
  throw refusal(req, collection.slug, t.warnToast, `${t.warnHead}\n${gapList(gaps, lang)}\n${t.warnTail}`)
}

type ParityRefusal = { message?: string; data?: { errors?: { path?: string; message?: string }[] } }

/**
 * The refusal's gaps in the REST answer. Payload formats a ValidationError's field errors only when
 * `err instanceof ValidationError`, which fails in the built server (the hook's `payload` and the route's are
 * different module copies): the answer kept the toast line and lost the gaps, and the admin had no field error to
 * show. Told by its shape instead.
 */
export const parityRefusalResponse: CollectionAfterErrorHook = ({ error, result }) => {
  const { message, data } = error as ParityRefusal
  if (!data?.errors?.some((e) => e.path === 'publish_anyway')) return
  if ((result as { errors?: { data?: unknown }[] } | undefined)?.errors?.[0]?.data) return
  return { response: { errors: [{ name: 'ValidationError', message, data }] }, status: 400 }
}
