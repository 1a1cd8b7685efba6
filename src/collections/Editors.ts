import type { Access, CollectionConfig } from 'payload'
import { agencyAdminsOnly, agencyAdminsOnlyField, editorsOnly, isAgencyAdmin } from '@/access'
import { secureAuthCookie } from '@/security/origins'

/**
 * CMS users. Every editor can reach the admin; visitors have no accounts. The session cookie is
 * HttpOnly, SameSite=Lax and Secure in production (decision 0018); the lockout (5 failures, 10 min)
 * is the backstop behind the per-address throttle of the login route (src/security/login-guard.ts).
 * An agency administrator works on every site; an editor on the sites listed on their account
 * (the multi-tenant plugin's `sites` array, which only administrators change: docs/decisions/0023).
 */
/** Administrators change every account; an editor only their own. */
const selfOrAdmin: Access = ({ req }) =>
  isAgencyAdmin(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false

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
  access: {
    admin: ({ req }) => Boolean(req.user),
    read: editorsOnly,
    create: agencyAdminsOnly,
    update: selfOrAdmin,
    delete: agencyAdminsOnly,
  },
  // Sign-in and account changes over REST only, where the per-address login throttle is (decision 0018):
  // GraphQL's loginEditor, forgotPasswordEditor, unlockEditor… would go around it (docs/decisions/0024).
  graphQL: { disableMutations: true },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        {
          value: 'admin',
          label: { fr: 'Administrateur de l’agence (tous les sites)', en: 'Agency administrator (every site)' },
        },
        { value: 'editor', label: { fr: 'Éditeur (ses sites)', en: 'Editor (their sites)' } },
      ],
      access: { create: agencyAdminsOnlyField, update: agencyAdminsOnlyField },
      saveToJWT: true,
    },
  ],
}
