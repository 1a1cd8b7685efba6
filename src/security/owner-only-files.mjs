// Files at rest are the owner's only (issue 27, item 10). Plain ESM: used by the server
// (src/instrumentation.ts) and by the start and test scripts (scripts/env.mjs).
import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs'
import path from 'node:path'

/** New files 0600 and folders 0700, whoever creates them in this process (Next's data cache, SQLite, media, secrets). */
export const OWNER_ONLY_UMASK = 0o077

/** Folders that hold private data: data/ (database, secrets), and Next's data cache (site settings, the lead recipient). */
export const privateFolders = (cwd = process.cwd()) => ({
  recursive: [path.join(cwd, 'data'), path.join(cwd, '.next', 'cache', 'fetch-cache')],
  only: [path.join(cwd, '.next', 'cache')],
})

/** Folders 0700 and files 0600, the folder's content included; symbolic links are left alone. */
export function tighten(target, recursive = true) {
  const stat = lstatSync(target, { throwIfNoEntry: false })
  if (!stat || stat.isSymbolicLink()) return
  chmodSync(target, stat.isDirectory() ? 0o700 : 0o600)
  if (recursive && stat.isDirectory()) for (const name of readdirSync(target)) tighten(path.join(target, name))
}

/**
 * Set the owner-only umask for this process (and the processes it starts), then tighten what an
 * earlier run left readable: a folder's mode given at creation does not change an existing folder.
 */
export function ownerOnlyFiles({ cwd = process.cwd(), umask = true } = {}) {
  if (umask) {
    try {
      process.umask(OWNER_ONLY_UMASK)
    } catch (err) {
      // A worker thread cannot change it; the main process does.
      console.warn('[files] could not set the owner-only umask:', err)
    }
  }
  const folders = privateFolders(cwd)
  try {
    for (const dir of folders.recursive) if (existsSync(dir)) tighten(dir)
    for (const dir of folders.only) if (existsSync(dir)) tighten(dir, false)
  } catch (err) {
    console.warn('[files] could not make private folders owner-only:', err)
  }
}
