import type { TextFieldSingleValidation } from 'payload'
import { checkUrl, OutboundUrlError, outboundPolicy, type RefusalCode } from '@/security/outbound-url'

const messages: Record<RefusalCode, { fr: string; en: string }> = {
  'not-a-url': { fr: 'Ce n’est pas une adresse web (https://…).', en: 'This is not a web address (https://…).' },
  scheme: { fr: 'Seules les adresses https:// sont acceptées.', en: 'Only https:// addresses are accepted.' },
  'https-only': { fr: 'Seules les adresses https:// sont acceptées.', en: 'Only https:// addresses are accepted.' },
  credentials: {
    fr: 'L’adresse ne doit contenir ni nom d’utilisateur ni mot de passe.',
    en: 'The address may not hold a user name or password.',
  },
  address: {
    fr: 'Cette adresse mène à un réseau privé ou local ({detail}) : seul un serveur public est appelé.',
    en: 'This address leads to a private or local network ({detail}): only a public server is called.',
  },
  unresolved: {
    fr: 'Ce nom de serveur est introuvable ({detail}).',
    en: 'This server name cannot be found ({detail}).',
  },
  redirects: { fr: 'Trop de redirections.', en: 'Too many redirects.' },
}

/** The admin's message for a refused feed, token or photo URL, in French unless the admin is in English. */
export const refusalMessage = (err: OutboundUrlError, language: string | undefined) =>
  messages[err.code][language === 'en' ? 'en' : 'fr'].replace('{detail}', err.detail)

/**
 * The feed's endpoint and token URL on save: the same rule the sync applies when it calls them
 * (decision 0028), so a private, loopback or plain-http address is refused with a clear message.
 * Empty is allowed (the feed is not set up yet), and so is a name that does not resolve now (the
 * network may be down): the sync checks it again before every connection.
 */
export const validateFeedUrl: TextFieldSingleValidation = async (value, { req }) => {
  const raw = typeof value === 'string' ? value.trim() : ''
  if (!raw) return true
  try {
    await checkUrl(raw, outboundPolicy())
    return true
  } catch (err) {
    if (err instanceof OutboundUrlError && err.code === 'unresolved') return true
    if (err instanceof OutboundUrlError) return refusalMessage(err, req?.i18n?.language)
    throw err
  }
}
