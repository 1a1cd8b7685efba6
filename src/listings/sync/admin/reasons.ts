/**
 * The import's rejection reasons (English, as src/listings/feed writes them) in French for the admin
 * (decision 0012). `reasons.test.ts` checks that every reason written in src/listings/feed has a
 * pattern here; a reason without one is shown as written.
 */
const fr: Array<[RegExp, string]> = [
  [/^is required$/, 'est obligatoire'],
  [/^must be text$/, 'doit être du texte'],
  [/^is longer than (.+) characters$/, 'dépasse $1 caractères'],
  [/^is not a number: (.*)$/s, 'n’est pas un nombre : $1'],
  [/^must be a whole number$/, 'doit être un nombre entier'],
  [/^must be at least (.+)$/, 'doit valoir au moins $1'],
  [/^must be at most (.+)$/, 'doit valoir au plus $1'],
  [/^is not an ISO 8601 date: (.*)$/s, 'n’est pas une date ISO 8601 : $1'],
  [/^is not a valid JSON array$/, 'n’est pas un tableau JSON valide'],
  [/^must be a list$/, 'doit être une liste'],
  [/^must be a list of text values$/, 'doit être une liste de textes'],
  [/^holds a NUL character$/, 'contient un caractère NUL'],
  [/^is not a URL$/, 'n’est pas une adresse web'],
  [/^is before (.+)$/, 'précède $1'],
  [
    /^may only hold letters, digits, - and _ \((.+) at most\)$/,
    'ne peut contenir que des lettres, des chiffres, - et _ ($1 au plus)',
  ],
  [/^is not a known status: (.*)$/s, 'n’est pas un statut connu : $1'],
  [/^is not a known type: (.*)$/s, 'n’est pas un type connu : $1'],
  [/^is not a known municipality: (.*)$/s, 'n’est pas une municipalité connue : $1'],
  [/^is not a Canadian postal code: (.*)$/s, 'n’est pas un code postal canadien : $1'],
  [/^is not a 10-digit phone number: (.*)$/s, 'n’est pas un numéro de téléphone à 10 chiffres : $1'],
  [/^is not an email address: (.*)$/s, 'n’est pas une adresse courriel : $1'],
  [/^repeats the listing of line (.+)$/, 'répète l’inscription de la ligne $1'],
  [/^repeats the office of line (.+)$/, 'répète l’agence de la ligne $1'],
  [/^repeats the member of line (.+)$/, 'répète le courtier de la ligne $1'],
  [/^repeats the (.+) of line (.+)$/, 'répète l’enregistrement ($1) de la ligne $2'],
  [
    /^names no imported office \((.*)\); kept without an office$/s,
    'nomme une agence non importée ($1) ; gardé sans agence',
  ],
  [/^is not valid JSON$/, 'n’est pas du JSON valide'],
  [/^is not a JSON object$/, 'n’est pas un objet JSON'],
]

/** A rejection reason in the admin's language: English as stored, French from the patterns above. */
export function reasonIn(reason: string, language: string | undefined): string {
  if (language === 'en') return reason
  for (const [pattern, text] of fr) if (pattern.test(reason)) return reason.replace(pattern, text)
  return reason
}

/** Whether a French wording exists for this reason (the audit test). */
export const hasFrenchReason = (reason: string) => fr.some(([pattern]) => pattern.test(reason))
