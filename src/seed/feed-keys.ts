import type { Payload } from 'payload'
import { listingsDb } from '@/listings/db'

/**
 * The demo directory's feed keys: the generated listings name their broker and office by these
 * (src/listings/generator/generate-text.ts), as a RESO feed names them by ListAgentKey and
 * ListOfficeKey. Recorded in directory_feed_keys as a Member/Office import would.
 */
export const demoMemberKeys: Record<string, string> = {
  'isabelle-gagnon': 'AGT-1001',
  'marc-andre-tremblay': 'AGT-1002',
  'sophie-lavoie': 'AGT-1003',
  'julien-cote': 'AGT-1004',
}
export const demoOfficeKeys: Record<string, string> = {
  laval: 'BUR-LAVAL',
  montreal: 'BUR-MONTREAL',
  quebec: 'BUR-QUEBEC',
  sherbrooke: 'BUR-SHERBROOKE',
}

/** The members of the broker site on localhost: Isabelle Gagnon, her partner and their team (decision 0025). */
export const brokerSiteMembers = ['isabelle-gagnon', 'marc-andre-tremblay', 'equipe-gagnon-tremblay']

/** Records the demo's feed keys for the seeded members (by slug) and offices (by key). */
export async function seedFeedKeys(
  payload: Payload,
  members: Record<string, number | string>,
  offices: Record<string, number | string>,
) {
  const db = listingsDb(payload)
  const rows = [
    ...Object.entries(demoMemberKeys)
      .filter(([slug]) => members[slug] != null)
      .map(([slug, key]) => ['Member', key, Number(members[slug])] as const),
    ...Object.entries(demoOfficeKeys)
      .filter(([k]) => offices[k] != null)
      .map(([k, key]) => ['Office', key, Number(offices[k])] as const),
  ]
  for (const [resource, key, id] of rows) {
    await db.run(
      `INSERT INTO directory_feed_keys (resource, feed_key, doc_id, content_hash) VALUES (?, ?, ?, 'demo seed')
       ON CONFLICT (resource, feed_key) DO UPDATE SET doc_id = excluded.doc_id`,
      [resource, key, id],
    )
  }
}
