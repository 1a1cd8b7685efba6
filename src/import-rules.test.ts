import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** Every source file under a folder of src/, with the '@/…' modules it imports. */
function importsUnder(folder: string): { file: string; target: string }[] {
  const root = path.join(__dirname, folder)
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f))
  return files.flatMap((f) => {
    const text = readFileSync(path.join(root, f), 'utf8')
    return [...text.matchAll(/from '@\/([^']+)'|import\('@\/([^']+)'\)/g)].map((m) => ({ file: `${folder}/${f}`, target: m[1] ?? m[2] }))
  })
}

const offenders = (folder: string, forbidden: RegExp) => importsUnder(folder).filter((i) => forbidden.test(i.target)).map((i) => `${i.file} → @/${i.target}`)

describe('the import graph (README, "What goes where")', () => {
  it('keeps shared components free of the store, the blocks and the page layer', () => {
    expect(offenders('ui', /^(data|blocks|views)\//)).toEqual([])
  })
  it('keeps pure rules pure', () => {
    expect(offenders('domain', /^(?!domain\/)/)).toEqual([])
  })
  it('runs blocks → ui one way, and never from a library into the routes', () => {
    expect(offenders('blocks', /^views\//)).toEqual([])
    for (const lib of ['blocks', 'data', 'domain', 'leads', 'listings', 'security', 'ui', 'views', 'seed', 'routing']) {
      expect(offenders(lib, /^app\//), lib).toEqual([])
    }
  })
})
