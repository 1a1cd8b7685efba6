import { readdirSync } from 'node:fs'
import path from 'node:path'

let files: Set<string> | null | undefined

/**
 * Whether `/_next/static/<rest>` names a file (not a folder) of this build (the listing of `.next/static`, read once: a
 * build does not change under a running server). Without a readable listing (the dev server writes
 * its files on demand) every path counts as one, and Next.js answers as before.
 */
export function isBuildStaticFile(rest: string): boolean {
  if (files === undefined) {
    try {
      const dir = path.join(process.cwd(), '.next', 'static')
      const entries =
        process.env.NODE_ENV === 'production' ? readdirSync(dir, { recursive: true, withFileTypes: true }) : null
      files =
        entries &&
        new Set(
          entries
            .filter((e) => e.isFile())
            .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')),
        )
    } catch {
      files = null
    }
  }
  return files === null || files.has(rest)
}
