'use client'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { Locale } from '@/domain/locales'
import { formatMessage, type MessageValues } from './format'
import type { Messages } from './messages'

/** Dotted paths of the objects (namespaces) and of the strings (keys) of a message tree. */
type Nested<T> = { [K in keyof T & string]: T[K] extends string ? never : K | `${K}.${Nested<T[K]>}` }[keyof T & string]
type Leaves<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}` }[keyof T & string]
type At<T, P extends string> = P extends `${infer H}.${infer R}`
  ? H extends keyof T
    ? At<T[H], R>
    : never
  : P extends keyof T
    ? T[P]
    : never

export type ClientNamespace = Nested<Messages>
export type ClientTranslator<NS extends ClientNamespace> = {
  (key: Leaves<At<Messages, NS>>, values?: MessageValues): string
  has: (key: string) => boolean
}
type Tree = { [key: string]: string | Tree }
type Value = { locale: Locale; messages: Tree }

const MessagesContext = createContext<Value>({ locale: 'fr', messages: {} })

/**
 * The messages the server picked for this subtree (typed from fr.json, no i18n runtime in the browser).
 * A nested provider adds its namespaces to those of the providers above it.
 */
export function ClientMessages({
  locale,
  messages,
  children,
}: {
  locale: Locale
  messages: Partial<Messages>
  children: ReactNode
}) {
  const parent = useContext(MessagesContext)
  const value = useMemo(
    () => ({ locale, messages: { ...parent.messages, ...(messages as Tree) } }),
    [locale, messages, parent.messages],
  )
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>
}

export const useLocale = () => useContext(MessagesContext).locale

const lookup = (tree: Tree | string | undefined, path: string) =>
  path
    .split('.')
    .reduce<Tree | string | undefined>((node, k) => (node && typeof node === 'object' ? node[k] : undefined), tree)

/** `t(key, values)` over one namespace, like next-intl's useTranslations; a missing key shows its path. */
export function useTranslations<NS extends ClientNamespace>(namespace: NS): ClientTranslator<NS> {
  const { locale, messages } = useContext(MessagesContext)
  return useMemo(() => {
    const scope = lookup(messages, namespace)
    // next-intl's translator type is an overload set (rich, markup, has…) that a plain function cannot be declared as.
    const t = ((key: string, values?: MessageValues) => {
      const message = lookup(scope, key)
      return typeof message === 'string' ? formatMessage(message, values, locale) : `${namespace}.${key}`
    }) as unknown as ClientTranslator<NS>
    t.has = (key) => typeof lookup(scope, key) === 'string'
    return t
  }, [locale, messages, namespace])
}

/** The raw messages of one namespace (for a component that formats them itself, like ListingCard). */
export function useMessages<NS extends ClientNamespace>(namespace: NS): At<Messages, NS> {
  return lookup(useContext(MessagesContext).messages, namespace) as At<Messages, NS>
}
