import type { IconNode } from '../lucide-nodes'

export const arrowLeftNode: IconNode = [
  ['path', { d: 'm12 19-7-7 7-7' }],
  ['path', { d: 'M19 12H5' }],
]
