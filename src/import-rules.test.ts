import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * What each folder of src/ may import (README, "What goes where"; decision 0031). A file at src/'s
 * root counts as a folder of its own name. Lower folders first; a folder missing here fails the test.
 */
const allowedImports: Record<string, string[]> = {
  domain: [],
  'payload-types': [],
  infra: [],
  contract: ['domain'],
  i18n: ['domain'],
  access: ['domain', 'security'],
  security: ['domain', 'payload-types'],
  styles: ['domain'],
  listings: ['access', 'contract', 'domain', 'i18n', 'infra', 'leads', 'payload-types', 'security'],
  data: ['access', 'contract', 'domain', 'infra', 'listings', 'payload-types', 'payload.config'],
  leads: ['access', 'data', 'domain', 'i18n', 'infra', 'payload-types', 'security'],
  monitoring: ['leads'],
  workspace: ['access', 'contract', 'domain', 'i18n', 'infra', 'leads', 'listings', 'payload-types', 'security'],
  ui: ['contract', 'domain', 'i18n', 'leads', 'listings', 'payload-types'],
  fields: ['domain', 'listings', 'ui'],
  blocks: [
    'access',
    'contract',
    'data',
    'domain',
    'fields',
    'i18n',
    'leads',
    'listings',
    'payload-types',
    'security',
    'ui',
  ],
  globals: ['access', 'blocks', 'fields', 'infra', 'listings', 'payload-types'],
  collections: ['access', 'blocks', 'domain', 'fields', 'globals', 'infra', 'leads', 'payload-types', 'security'],
  sites: ['access', 'domain', 'infra', 'payload-types'],
  parity: ['domain'],
  'payload.config': ['collections', 'domain', 'fields', 'globals', 'i18n', 'infra', 'parity', 'security', 'sites'],
  seo: ['data', 'domain', 'listings', 'security'],
  seed: ['listings', 'payload-types'],
  views: ['blocks', 'contract', 'data', 'domain', 'infra', 'security', 'ui'],
  routing: ['access', 'domain', 'i18n', 'infra', 'security'],
  proxy: ['access', 'domain', 'routing', 'security'],
  instrumentation: ['data', 'leads', 'listings', 'monitoring', 'payload.config', 'security'],
  'instrumentation-client': ['monitoring'],
  app: [
    'blocks',
    'collections',
    'contract',
    'data',
    'domain',
    'i18n',
    'leads',
    'listings',
    'payload.config',
    'routing',
    'security',
    'seo',
    'ui',
    'views',
  ],
  'import-rules.test': [],
}

/** Folders whose modules may import a 'use client' module (the others run on the server only, or are pure). */
const clientSide = new Set(['ui', 'blocks', 'views', 'app'])

const src = __dirname
const folderOf = (rel: string) => (rel.includes('/') ? rel.split('/')[0] : rel.replace(/\.(tsx?|mjs)$/, ''))
const resolve = (abs: string) =>
  ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx']
    .map((e) => abs + e)
    .find((p) => existsSync(p) && statSync(p).isFile())

type Import = { file: string; from: string; to: string; spec: string; target?: string }

/** Every import between folders of src/ (alias, relative or '@payload-config'), with the file it names when there is one. */
function crossFolderImports(): Import[] {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.(tsx?|mjs)$/.test(f) && !f.startsWith('migrations/'),
  )
  return files.flatMap((file) => {
    const text = readFileSync(path.join(src, file), 'utf8')
    return [...text.matchAll(/(?:from|import\()\s*'([^']+)'/g)].flatMap(([, spec]) => {
      const abs =
        spec === '@payload-config'
          ? path.join(src, 'payload.config')
          : spec.startsWith('@/')
            ? path.join(src, spec.slice(2))
            : spec.startsWith('.')
              ? path.resolve(src, path.dirname(file), spec)
              : null
      if (!abs || !abs.startsWith(src + path.sep)) return []
      const to = folderOf(path.relative(src, abs))
      const from = folderOf(file)
      return from === to ? [] : [{ file, from, to, spec, target: resolve(abs) }]
    })
  })
}

const imports = crossFolderImports()
const named = (list: Import[]) => list.map((i) => `${i.file} → ${i.spec}`)

describe('the import graph (README, "What goes where"; decision 0031)', () => {
  it('writes down every folder of src/', () => {
    const folders = new Set(
      readdirSync(src)
        .filter((f) => f !== 'migrations' && (statSync(path.join(src, f)).isDirectory() || /\.(tsx?|mjs)$/.test(f)))
        .map(folderOf),
    )
    expect([...folders].filter((f) => !(f in allowedImports))).toEqual([])
  })

  it('lets no two folders import each other', () => {
    const mutual = Object.entries(allowedImports).flatMap(([a, list]) =>
      list.filter((b) => allowedImports[b]?.includes(a)).map((b) => `${a} ↔ ${b}`),
    )
    expect(mutual).toEqual([])
  })

  it('keeps every folder to the imports written down for it', () => {
    expect(named(imports.filter((i) => !allowedImports[i.from]?.includes(i.to)))).toEqual([])
  })

  it('refuses the back-imports of issue 24', () => {
    const refused = (from: string, to: string) => !allowedImports[from].includes(to)
    for (const [from, to] of [
      ['data', 'blocks'],
      ['listings', 'data'],
      ['payload.config', 'data'],
      ['security', 'collections'],
      ['security', 'leads'],
      ['data', 'ui'],
      ['infra', 'routing'],
    ]) {
      expect(refused(from, to), `${from} → ${to}`).toBe(true)
    }
  })

  it("lets only a block's loader (loader.ts) read data: no block component imports the gateway or the database handle", () => {
    const blockFiles = readdirSync(path.join(src, 'blocks'), { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.tsx?$/.test(f) && !/(^|\/)loaders?\.ts$/.test(f),
    )
    const reads = blockFiles.flatMap((f) => {
      const body = readFileSync(path.join(src, 'blocks', f), 'utf8')
      return [...body.matchAll(/import (?!type )[^;']*'(@\/data\/[^']+|@\/listings\/db)'/g)].map(
        (m) => `blocks/${f} → ${m[1]}`,
      )
    })
    expect(reads).toEqual([])
  })

  it("imports a 'use client' module only from the folders that render in the browser", () => {
    const isClient = (file?: string) =>
      !!file && /^\s*(\/\/[^\n]*\n\s*)*['"]use client['"]/.test(readFileSync(file, 'utf8'))
    expect(named(imports.filter((i) => !clientSide.has(i.from) && isClient(i.target)))).toEqual([])
  })
})
