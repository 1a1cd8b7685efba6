import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const contract = readFileSync(path.join(__dirname, 'core-api.ts'), 'utf8')
const names = [...contract.matchAll(/^export type (\w+)/gm)].map((m) => m[1])

describe('the core API contract', () => {
  it('is written once: the browser declares none of its types again', () => {
    const ui = path.join(__dirname, '..', 'ui')
    const copies = readdirSync(ui, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f))
      .flatMap((f) => {
        const text = readFileSync(path.join(ui, f), 'utf8')
        return names.filter((n) => new RegExp(`\\btype ${n}\\b\\s*=`).test(text)).map((n) => `ui/${f}: ${n}`)
      })
    expect(names).toContain('PropertyCard')
    expect(copies).toEqual([])
  })
})
