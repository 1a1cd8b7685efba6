import type { IconNode } from '../lucide-nodes'

export const spinnerNode: IconNode = [['path', { d: 'M21 12a9 9 0 1 1-6.219-8.56' }]]
