import type { IconNode } from '../lucide-nodes'

export const chevronDownNode: IconNode = [['path', { d: 'm6 9 6 6 6-6' }]]
