import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as nodes from './lucide-nodes'

/** The copied SVG children are lucide's own (a lucide upgrade that redraws an icon fails here: regenerate). */
describe('lucide nodes', () => {
  const camel = (s: string) => s.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())
  for (const [name, module] of Object.entries(nodes.lucideModuleOf)) {
    it(`${name} is lucide's ${module}`, async () => {
      const m = (await import(`../../../node_modules/lucide-react/dist/esm/icons/${module}.mjs`)) as {
        __iconData: { node: [string, Record<string, string>][] }
      }
      const lucide = m.__iconData.node.map(([tag, { key: _key, ...attrs }]) => [tag, attrs])
      expect((nodes as unknown as Record<string, unknown>)[`${camel(name)}Node`]).toEqual(lucide)
    })
  }
})

/**
 * lucide-react's icons are client components: one imported by a server component puts lucide's client code
 * into every page's JavaScript (decision 0040). Icons are drawn with <Glyph> (or <Icon> for editors' names).
 */
describe('no lucide-react component in src', () => {
  it('no file imports lucide-react', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f))
    const offenders = files.filter(
      (f) =>
        !f.endsWith('lucide-nodes.test.ts') && /from ['"]lucide-react['"]/.test(readFileSync(join('src', f), 'utf8')),
    )
    expect(offenders).toEqual([])
  })
})
