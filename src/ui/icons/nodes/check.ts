import type { IconNode } from '../lucide-nodes'

export const checkNode: IconNode = [['path', { d: 'M20 6 9 17l-5-5' }]]
