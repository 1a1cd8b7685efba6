#!/usr/bin/env node
// npm run new:block -- HeroContent2 [block_type]: a block folder (config, component, render test)
// and its lines in configs.ts and registry.ts, so every new block starts the same way.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'

const [name, typeArg] = process.argv.slice(2)
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('Usage: npm run new:block -- BlockName [block_type]   (BlockName in PascalCase)')
  process.exit(1)
}
const type =
  typeArg ??
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Za-z])(\d)/g, '$1_$2')
    .toLowerCase()
const dir = `src/blocks/${name}`
if (existsSync(dir)) {
  console.error(`${dir} exists already`)
  process.exit(1)
}
mkdirSync(dir)
writeFileSync(
  `${dir}/config.ts`,
  `import { localizedText, localizedTextarea } from '@/fields/text'
import { defineBlock } from '../defineBlock'

/** ${name} (spec 2 §3: name the spec section). */
export const ${name}Config = defineBlock('${type}', { fr: 'TODO nom français', en: '${name}' }, [
  localizedText('main_title'),
  localizedTextarea('description'),
])
`,
)
writeFileSync(
  `${dir}/Component.tsx`,
  `import { tr } from '@/ui/l10n'
import { PlainText } from '@/ui/PlainText'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'

/** ${name}: what a visitor sees (spec 2 §3, §4). */
export function ${name}({ block, ctx }: BlockProps<'${type}'>) {
  const f = block.fields
  const H = headingTag(ctx)
  return (
    <div className="container">
      {tr(f.main_title, ctx.locale) ? <H>{tr(f.main_title, ctx.locale)}</H> : null}
      <PlainText text={tr(f.description, ctx.locale)} />
    </div>
  )
}
`,
)
writeFileSync(
  `${dir}/Component.test.tsx`,
  `import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { ${name} } from './Component'

describe('${type} block', () => {
  it('shows its title in the visitor\\'s language, French when English is empty', () => {
    const block = testBlock('${type}', { main_title: { fr: 'Titre', en: 'Title' }, description: { fr: 'Texte', en: null } })
    expect(renderToStaticMarkup(<${name} block={block} ctx={testContext('en')} />)).toContain('Title')
    expect(renderToStaticMarkup(<${name} block={block} ctx={testContext('en')} />)).toContain('Texte')
    expect(renderToStaticMarkup(<${name} block={block} ctx={testContext('fr')} />)).toContain('Titre')
  })
})
`,
)
const edit = (file, find, add) => {
  const s = readFileSync(file, 'utf8')
  if (!s.includes(find)) throw new Error(`${file}: cannot find ${find}`)
  writeFileSync(file, s.replace(find, add + find))
}
edit('src/blocks/configs.ts', '\nexport const headerBlocks', `import { ${name}Config } from './${name}/config'\n`)
edit('src/blocks/configs.ts', '\n]\n', `\n  ${name}Config,`)
edit('src/blocks/registry.ts', 'import type { AnyBlock', `import { ${name} } from './${name}/Component'\n`)
edit('src/blocks/registry.ts', '  // Built by the resolver', `  ${type}: ${name},\n`)
console.log(`Wrote ${dir}/ (config, component, render test) and added ${type} to configs.ts and registry.ts.
Next: the fields in config.ts (labels: the dictionary in src/fields/field-labels.ts, or label: { fr, en } on the field),
then npm run generate:types, bash scripts/migrations-create.sh ${type}, the renderer, and the block on a demo page (src/seed).`)
