/**
 * A link as stored by the link field (spec 1 §3 link component), read with every language: the type
 * Payload generates from `src/fields/link.ts` (its interfaceName), so a renamed link field fails typecheck.
 */
export type { LinkValue } from '@/payload-types'
