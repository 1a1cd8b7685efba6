import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'
import path from 'node:path'

/**
 * The SQLite database holds leads' personal data and password hashes: its folder and files are the
 * owner's only (0700 / 0600), created so before SQLite opens them (its -wal and -shm files copy the
 * database file's mode), and tightened if an older start left them readable by every user.
 */
export function ownerOnlyDatabaseFile(url: string) {
  const file = url.replace(/^file:/, '')
  if (!file || file === ':memory:') return
  try {
    const dir = path.dirname(file)
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 })
    // The project's data/ folder is ours: tighten it even when it already existed (a mkdir mode applies only on creation).
    else if (path.resolve(dir) === path.resolve('data')) chmodSync(dir, 0o700)
    if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600))
    for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600)
  } catch (err) {
    console.warn('[db] could not make the database file owner-only:', err)
  }
}
