import type { IconNode } from '../lucide-nodes'

export const pauseNode: IconNode = [
  ['rect', { x: '14', y: '3', width: '5', height: '18', rx: '1' }],
  ['rect', { x: '5', y: '3', width: '5', height: '18', rx: '1' }],
]
