import type { GlobalConfig } from 'payload'
import type { ListingFeed as ListingFeedSettings } from '@/payload-types'
import { agencyAdminsOnly } from '@/access'
import { validateFeedUrl } from '@/listings/sync/admin/feed-url-validate'
import { sealSecret } from '@/listings/sync/secret-box'

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/**
 * The broker's RESO Web API feed, for agency administrators only (decision 0028: the multi-tenant
 * plugin does not scope globals, and the feed writes every site's listings). The client secret is
 * write-only: sealed (AES-GCM) into a field nobody reads through the API, and never shown back; an
 * empty entry keeps the stored one, unless the endpoint or token URL changed: the stored secret is
 * then cleared, so it is never sent to an address it was not typed for.
 */
export const ListingFeed: GlobalConfig = {
  slug: 'listing-feed',
  label: { fr: 'Flux d’inscriptions', en: 'Listing feed' },
  access: { read: agencyAdminsOnly, update: agencyAdminsOnly },
  admin: { group: { fr: 'Administration', en: 'Administration' } },
  // The sync history and the full re-read, for administrators (401 anonymous, 403 other editors); imported lazily to keep the config light.
  endpoints: [
    {
      path: '/history',
      method: 'get',
      handler: async (req) => (await import('@/listings/sync/sync-history')).syncHistoryEndpoint(req),
    },
    {
      path: '/reread',
      method: 'post',
      handler: async (req) => (await import('@/listings/sync/reread')).rereadEndpoint(req),
    },
  ],
  hooks: {
    beforeChange: [
      ({ data, originalDoc }: { data: Partial<ListingFeedSettings>; originalDoc?: Partial<ListingFeedSettings> }) => {
        const typed = trimmed(data.client_secret)
        const moved = (['endpoint', 'token_url'] as const).some(
          (f) => f in data && trimmed(data[f]) !== trimmed(originalDoc?.[f]),
        )
        data.client_secret_sealed = typed
          ? sealSecret(typed)
          : moved
            ? null
            : (originalDoc?.client_secret_sealed ?? null)
        data.client_secret = ''
        return data
      },
    ],
  },
  fields: [
    {
      name: 'enabled',
      type: 'checkbox',
      defaultValue: false,
      label: { fr: 'Synchronisation active', en: 'Sync enabled' },
    },
    {
      name: 'endpoint',
      type: 'text',
      validate: validateFeedUrl,
      label: { fr: 'Adresse de l’API RESO', en: 'RESO Web API endpoint' },
      admin: { placeholder: 'https://ddfapi.realtor.ca/odata/v1' },
    },
    {
      name: 'token_url',
      type: 'text',
      validate: validateFeedUrl,
      label: { fr: 'Adresse du jeton OAuth2', en: 'OAuth2 token URL' },
    },
    { name: 'client_id', type: 'text', label: { fr: 'Identifiant client', en: 'Client id' } },
    {
      name: 'client_secret',
      type: 'text',
      label: { fr: 'Secret client', en: 'Client secret' },
      admin: {
        description: {
          fr: 'Conservé chiffré et jamais réaffiché. Laisser vide pour garder le secret enregistré ; changer l’adresse de l’API ou du jeton l’efface.',
          en: 'Stored encrypted and never shown again. Leave empty to keep the stored secret; changing the API or token URL clears it.',
        },
      },
    },
    {
      name: 'client_auth',
      type: 'select',
      defaultValue: 'basic',
      label: { fr: 'Authentification du client', en: 'Client authentication' },
      options: [
        { value: 'basic', label: { fr: 'HTTP Basic (recommandé)', en: 'HTTP Basic (recommended)' } },
        {
          value: 'body',
          label: {
            fr: 'Identifiant et secret dans le corps de la requête',
            en: 'Client id and secret in the request body',
          },
        },
      ],
      admin: {
        description: {
          fr: 'Comment le client s’identifie auprès du serveur de jetons (une seule méthode, RFC 6749).',
          en: 'How the client identifies itself to the token server (one method only, RFC 6749).',
        },
      },
    },
    {
      name: 'scope',
      type: 'text',
      label: { fr: 'Portée OAuth2 (scope)', en: 'OAuth2 scope' },
      admin: {
        description: {
          fr: 'Celle que demande le fournisseur : DDFApi_Read pour DDF (CREA), api pour Trestle. Vide : aucune.',
          en: 'The one your provider asks for: DDFApi_Read for DDF (CREA), api for Trestle. Empty: none.',
        },
      },
    },
    {
      name: 'client_secret_sealed',
      type: 'text',
      access: { read: () => false, update: () => false, create: () => false },
      admin: { hidden: true },
      label: { fr: 'Secret chiffré', en: 'Sealed secret' },
    },
    {
      name: 'resources',
      type: 'select',
      hasMany: true,
      defaultValue: ['Property', 'Member', 'Office', 'Media'],
      label: { fr: 'Ressources', en: 'Resources' },
      admin: {
        description: {
          fr: 'Changer l’adresse de l’API ou les ressources relit tout le flux à la synchronisation suivante. Les photos viennent de la ressource Media ou, sans elle (DDF), des inscriptions.',
          en: 'Changing the endpoint or the resources reads the whole feed again at the next sync. Photos come from the Media resource or, without it (DDF), from the listings.',
        },
      },
      options: [
        { value: 'Property', label: { fr: 'Inscriptions (Property)', en: 'Listings (Property)' } },
        { value: 'Member', label: { fr: 'Courtiers (Member)', en: 'Brokers (Member)' } },
        { value: 'Office', label: { fr: 'Agences (Office)', en: 'Offices (Office)' } },
        { value: 'Media', label: { fr: 'Photos (Media)', en: 'Photos (Media)' } },
      ],
    },
    {
      name: 'interval_minutes',
      type: 'number',
      defaultValue: 15,
      min: 5,
      max: 1440,
      required: true,
      label: { fr: 'Fréquence (minutes)', en: 'Every (minutes)' },
    },
    {
      name: 'reconcile_hours',
      type: 'number',
      defaultValue: 24,
      min: 1,
      max: 168,
      required: true,
      label: { fr: 'Rapprochement complet (heures)', en: 'Full reconciliation (hours)' },
    },
    {
      name: 'confirm_mass_withdrawal',
      type: 'checkbox',
      defaultValue: false,
      label: {
        fr: 'Confirmer un retrait massif au prochain rapprochement',
        en: 'Confirm a mass withdrawal at the next reconciliation',
      },
      admin: {
        description: {
          fr: 'Le flux retire plus de la moitié des inscriptions : cochez pour l’accepter une fois.',
          en: 'The feed withdraws over half of the listings: tick to accept it once.',
        },
      },
    },
    {
      name: 'sync_history',
      type: 'ui',
      label: { fr: 'Historique des synchronisations', en: 'Sync history' },
      admin: { components: { Field: '/listings/sync/admin/SyncHistory#SyncHistory' } },
    },
  ],
}
