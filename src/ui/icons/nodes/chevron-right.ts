import type { IconNode } from '../lucide-nodes'

export const chevronRightNode: IconNode = [['path', { d: 'm9 18 6-6-6-6' }]]
