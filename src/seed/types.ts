import type { CollectionSlug, RequiredDataFromCollectionSlug } from 'payload'
import type { Localizable } from './localize'

/** The ids of the demo's media documents by key (Payload's ids are numbers on both adapters). */
export type MediaIds = Record<string, number>

/** What `payload.create` takes for a collection, from the generated types: a seed value of another shape fails typecheck. */
export type SeedData<S extends CollectionSlug> = RequiredDataFromCollectionSlug<S>

/** What `payload.update` takes for a collection: the same shape, any part of it (the other language's fields). */
export type SeedUpdate<S extends CollectionSlug> = Partial<RequiredDataFromCollectionSlug<S>>

/** A seed document given in both languages (L() values anywhere), checked against the collection's create type. */
export type BilingualSeed<S extends CollectionSlug> = Localizable<SeedData<S>>
type Fields<T> = { [K in keyof T]: Localizable<T[K]> }

/** One block of a page's content, in both languages. */
export type SeedBlock = Localizable<NonNullable<SeedData<'pages'>['content']>[number]>
/** A demo page in both languages, before its site (tenant) and publication status are set. */
export type SeedPage = Omit<Fields<SeedData<'pages'>>, 'content' | 'tenant' | '_status'> & { content: SeedBlock[] }
/** A header or footer document (its zone of blocks) in both languages, before its site is set. */
export type SeedHeader = Omit<Fields<SeedData<'header'>>, 'tenant'>
export type SeedFooter = Omit<Fields<SeedData<'footer'>>, 'tenant'>
/** A page's SEO group, in both languages. */
export type SeedSeo = Localizable<NonNullable<SeedData<'pages'>['seo']>>
export type SeedRobots = NonNullable<NonNullable<SeedData<'pages'>['seo']>['robots_index_rule']>
