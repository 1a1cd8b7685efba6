import type { IconNode } from '../lucide-nodes'

export const menuNode: IconNode = [
  ['path', { d: 'M4 5h16' }],
  ['path', { d: 'M4 12h16' }],
  ['path', { d: 'M4 19h16' }],
]
