import type { CollectionSlug, RequiredDataFromCollectionSlug } from 'payload'

/** The ids of the demo's media documents by key (Payload's ids are numbers on both adapters). */
export type MediaIds = Record<string, number>

/** What `payload.create` takes for a collection, from the generated types: a seed value of another shape fails typecheck. */
export type SeedData<S extends CollectionSlug> = RequiredDataFromCollectionSlug<S>

/** What `payload.update` takes for a collection: the same shape, any part of it (the other language's fields). */
export type SeedUpdate<S extends CollectionSlug> = Partial<RequiredDataFromCollectionSlug<S>>
