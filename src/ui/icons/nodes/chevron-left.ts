import type { IconNode } from '../lucide-nodes'

export const chevronLeftNode: IconNode = [['path', { d: 'm15 18-6-6 6-6' }]]
