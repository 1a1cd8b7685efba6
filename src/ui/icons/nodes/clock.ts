import type { IconNode } from '../lucide-nodes'

export const clockNode: IconNode = [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M12 6v6l4 2' }],
]
