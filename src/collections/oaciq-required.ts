import type { SelectFieldSingleValidation, TextFieldSingleValidation } from 'payload'

type What = { fr: string; en: string }

/**
 * OACIQ advertising rules: a broker's name as on the licence, the licence designation and the
 * agency's name must be shown wherever the broker is presented, so the admin refuses a broker
 * without them, with a message in the editor's language. Other roles may leave them empty.
 */
export const requiredForBrokers = (what: What) =>
  ((
    value: unknown,
    { siblingData, req }: { siblingData?: Record<string, unknown>; req?: { i18n?: { language?: string } } },
  ) => {
    const role = siblingData?.role ?? 'broker'
    if (role !== 'broker' || (typeof value === 'string' && value.trim())) return true
    return req?.i18n?.language === 'en'
      ? `Required for a broker (OACIQ advertising rules): ${what.en}.`
      : `Obligatoire pour un courtier (règles de publicité de l’OACIQ) : ${what.fr}.`
  }) as TextFieldSingleValidation & SelectFieldSingleValidation
