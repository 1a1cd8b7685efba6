import type { IconNode } from '../lucide-nodes'

export const searchNode: IconNode = [
  ['path', { d: 'm21 21-4.34-4.34' }],
  ['circle', { cx: '11', cy: '11', r: '8' }],
]
