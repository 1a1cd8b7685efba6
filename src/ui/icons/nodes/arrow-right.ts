import type { IconNode } from '../lucide-nodes'

export const arrowRightNode: IconNode = [
  ['path', { d: 'M5 12h14' }],
  ['path', { d: 'm12 5 7 7-7 7' }],
]
