import type { SanitizedConfig } from 'payload'

/**
 * The collections of the Payload config that Payload's REST API serves as this app's own (Payload's
 * `payload-…` ones left out): the fuzz bench's rest-* endpoints and tests/int/security-http-classes.test.ts
 * run each 5xx class of issue 27 on every one of them.
 */
export const restCollections = (config: Pick<SanitizedConfig, 'collections'>): string[] =>
  config.collections.map((c) => c.slug).filter((slug) => !slug.startsWith('payload-'))
