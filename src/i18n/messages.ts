import type {} from 'next-intl' // the augmentation below needs the module in the program (client code no longer imports it)
import en from './messages/en.json'
import fr from './messages/fr.json'
import type { Locale } from '@/domain/locales'

/** Messages are typed from the default locale (fr.json); en.json must have the same keys. */
export type Messages = typeof fr
export const messages: Record<Locale, Messages> = { fr, en }

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: Messages
  }
}
