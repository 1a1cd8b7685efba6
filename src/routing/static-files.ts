import { readdirSync } from 'node:fs'
import path from 'node:path'

let files: Set<string> | null | undefined

/**
 * Whether `/_next/static/<rest>` names a file of this build (the listing of `.next/static`, read once: a
 * build does not change under a running server). Without a readable listing (the dev server writes
 * its files on demand) every path counts as one, and Next.js answers as before.
 */
export function isBuildStaticFile(rest: string): boolean {
  if (files === undefined) {
    try {
      const dir = path.join(process.cwd(), '.next', 'static')
      files = process.env.NODE_ENV === 'production' ? new Set(readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => f.split(path.sep).join('/'))) : null
    } catch {
      files = null
    }
  }
  return files === null || files.has(rest)
}
