import { missingFile } from '@/routing/missing-file'

/** Not a file of this folder (those are served before any route): a plain 404 (src/routing/missing-file.ts). */
export const dynamic = 'force-dynamic'
export const GET = missingFile
export const HEAD = missingFile
export const POST = missingFile
export const PUT = missingFile
export const PATCH = missingFile
export const DELETE = missingFile
export const OPTIONS = missingFile
