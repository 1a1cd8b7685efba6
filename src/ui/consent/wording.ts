import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'

/**
 * The consent tool's wording in both languages (server only: imported by the site's chrome). Changing
 * it, or the site's tags, gives a new version of the choices and asks every visitor again (issue 28).
 */
export const CONSENT_WORDING = JSON.stringify([
  fr.Consent,
  en.Consent,
  fr.Catalogue.categories,
  en.Catalogue.categories,
])
