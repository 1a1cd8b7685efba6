import type { IconNode } from '../lucide-nodes'

export const closeNode: IconNode = [
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
]
