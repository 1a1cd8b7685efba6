// Run after `npm install` (postinstall): says why npm's one EBADENGINE warning is expected, while it is printed.
import { readFileSync } from 'node:fs'

const name = '@fortedigital/nextjs-cache-handler'
let wanted = 0
try {
  const { engines } = JSON.parse(readFileSync(new URL(`../node_modules/${name}/package.json`, import.meta.url), 'utf8'))
  wanted = Number(/>=\s*(\d+)/.exec(engines?.node ?? '')?.[1] ?? 0)
} catch {
  // Not installed (an install that left it out): npm printed no warning about it.
}
const current = Number(process.versions.node.split('.')[0])
if (current < wanted) {
  console.log(
    `note: npm's "EBADENGINE" warning for ${name} is expected on Node ${current}: the package declares Node >= ${wanted} ` +
      `but uses nothing newer than Node 20 has; this project runs and tests it on Node ${current} ` +
      '(tests/int/scale-out-cache.test.ts, the cluster test). Why it is not silenced: docs/decisions/0041.',
  )
}
