import type { CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'
import { secureAuthCookie } from '@/security/origins'

/**
 * CMS users. Every editor can reach the admin; visitors have no accounts. The session cookie is
 * HttpOnly, SameSite=Lax and Secure in production (decision 0018); the lockout (5 failures, 10 min)
 * is the backstop behind the per-address throttle of the login route (src/security/login-guard.ts).
 */
export const Editors: CollectionConfig = {
  slug: 'editors',
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: secureAuthCookie(), sameSite: 'Lax' },
  },
  admin: { useAsTitle: 'email', group: { fr: 'Administration', en: 'Administration' } },
  labels: { singular: { fr: 'Éditeur', en: 'Editor' }, plural: { fr: 'Éditeurs', en: 'Editors' } },
  access: { admin: ({ req }) => Boolean(req.user), read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  fields: [{ name: 'name', type: 'text' }],
}
