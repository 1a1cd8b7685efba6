#!/usr/bin/env node
// The framework's floor: a bare Next.js page built with the project's own Next and React (issue 25).
// One hero image through next/image, one client counter, two next/link. Its source is written to
// bench/out/floor (not in the app, not committed), built once with `next build`, and served by
// `next start` on FLOOR_PORT (default 3469). The other benches measure it beside the site's pages.
//   node bench/floor.mjs            builds (if needed) and serves it until Ctrl-C
//   import { startFloor } from './floor.mjs'   → { base, stop }
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
export const floorDir = join(root, 'bench', 'out', 'floor')
const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next')

const files = {
  'next.config.mjs': `export default { poweredByHeader: false }\n`,
  'app/layout.jsx': `export const metadata = { title: 'Floor', description: 'A bare Next.js page' }
export default function Layout({ children }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif' }}>{children}</body>
    </html>
  )
}
`,
  'app/counter.jsx': `'use client'
import { useState } from 'react'
export function Counter() {
  const [n, setN] = useState(0)
  return <button type="button" onClick={() => setN(n + 1)}>Clicked {n} times</button>
}
`,
  // The links' targets exist (their prefetch would log a 404 in the console: best practices).
  'app/a/page.jsx': `export default function A() {\n  return <main><h1>First page</h1></main>\n}\n`,
  'app/b/page.jsx': `export default function B() {\n  return <main><h1>Second page</h1></main>\n}\n`,
  'app/page.jsx': `import Image from 'next/image'
import Link from 'next/link'
import hero from './hero.jpg'
import { Counter } from './counter'
const link = { display: 'inline-block', padding: 12 }
export default function Page() {
  return (
    <main>
      <Image src={hero} alt="A house at sunset" priority sizes="100vw" style={{ width: '100%', height: 'auto' }} />
      <h1>A bare Next.js page</h1>
      <p>The framework's floor: the same Next and React as the site, nothing else.</p>
      <Counter />
      <nav>
        <Link href="/a" style={link}>First link</Link> <Link href="/b" style={link}>Second link</Link>
      </nav>
    </main>
  )
}
`,
}

// The demo's hero (src/seed/images.ts 'hero-maison'), drawn the same way: an SVG rasterised by sharp.
const heroSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6b26b"/><stop offset="1" stop-color="#fde9c9"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#s)"/><circle cx="1250" cy="230" r="90" fill="#fff4d6"/>
<path d="M0 620 Q400 520 800 610 T1600 590 V900 H0Z" fill="#5f8f5a"/><path d="M0 700 Q500 640 1000 700 T1600 690 V900 H0Z" fill="#3f6b3f"/>
<g transform="translate(520 330) scale(1.6)"><rect x="0" y="80" width="220" height="150" fill="#d9d2c5"/>
<polygon points="-20,85 110,0 240,85" fill="#8c2f24"/><rect x="92" y="150" width="40" height="80" fill="#6b3f2a"/></g></svg>`

/** Writes the source (when it changed) and builds it (when not built since). */
export async function buildFloor() {
  let changed = false
  for (const [name, text] of Object.entries(files)) {
    const file = join(floorDir, name)
    mkdirSync(dirname(file), { recursive: true })
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
      writeFileSync(file, text)
      changed = true
    }
  }
  const hero = join(floorDir, 'app', 'hero.jpg')
  const icon = join(floorDir, 'app', 'icon.png') // else the browser asks for /favicon.ico: a 404 in the console
  if (!existsSync(hero) || !existsSync(icon)) {
    const { default: sharp } = await import('sharp')
    writeFileSync(hero, await sharp(Buffer.from(heroSvg)).jpeg({ quality: 78 }).toBuffer())
    writeFileSync(icon, await sharp(Buffer.from(heroSvg)).resize(32, 32).png().toBuffer())
    changed = true
  }
  if (!changed && existsSync(join(floorDir, '.next', 'BUILD_ID'))) return
  console.error('building the floor page (bench/out/floor)…')
  // Webpack, not Turbopack: inside the repository Turbopack's root is the repository's, and it compiles the
  // site's src/instrumentation.ts into the floor; outside it, it cannot reach node_modules. Decision 0009
  // measured both bundlers' floors: 130.0 kB (webpack) against 131.7 kB (Turbopack) gzipped.
  const r = spawnSync(process.execPath, [nextBin, 'build', '--webpack'], {
    cwd: floorDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (r.status !== 0) throw new Error('the floor page did not build')
}

/** Builds if needed and serves the floor page; resolves once it answers. */
export async function startFloor(port = Number(process.env.FLOOR_PORT || 3469)) {
  await buildFloor()
  const server = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd: floorDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  })
  const base = `http://localhost:${port}`
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(base)).ok) return { base, stop: () => server.kill('SIGTERM') }
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  server.kill('SIGTERM')
  throw new Error(`the floor page did not start on ${base}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { base } = await startFloor()
  console.log(`floor page on ${base}/`)
}
