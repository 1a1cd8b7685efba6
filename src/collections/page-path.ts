import type { FieldHook, TextFieldSingleValidation } from 'payload'
import { normalizePath } from '@/domain/paths'
import { idOf } from '@/access/site-scope'

export const normalizePathHook: FieldHook = ({ value }: { value?: unknown }) =>
  typeof value === 'string' ? normalizePath(value) : value

/** A path must be unique within its language and its site. */
export const uniquePathPerLocale: TextFieldSingleValidation = async (value, { req, id, data }) => {
  if (!value) return req.locale === 'en' ? 'Path is required' : 'Le chemin est obligatoire'
  if (!value.startsWith('/'))
    return req.locale === 'en' ? 'The path must start with /' : 'Le chemin doit commencer par /'
  const found = await req.payload.find({
    collection: 'pages',
    locale: req.locale ?? 'fr',
    where: {
      path: { equals: normalizePath(value) },
      tenant: { equals: idOf((data as { tenant?: unknown })?.tenant) },
      ...(id ? { id: { not_equals: id } } : {}),
    },
    limit: 1,
    depth: 0,
    draft: true,
    req,
    overrideAccess: true,
    pagination: false,
  })
  if (found.docs.length)
    return req.locale === 'en' ? 'Another page already uses this path' : 'Une autre page utilise déjà ce chemin'
  return true
}
