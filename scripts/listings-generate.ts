/**
 * Write a synthetic RESO feed over real Quebec municipalities:
 * npm run listings:generate -- --count 1000 [--seed 42] [--out data/feed.json|.ndjson|.csv]
 * Without --out, NDJSON goes to stdout.
 */
import { createWriteStream } from 'node:fs'
import { generateFeed } from '@/listings/generator/generate'
import { feedWriter } from '@/listings/feed/feed-write'
import { defaultPhotoUrls } from '@/listings/generator/photos'

const args = process.argv.slice(2)
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}
const count = Number(flag('count') ?? 1000)
const seed = Number(flag('seed') ?? 42)
if (!Number.isInteger(count) || count < 0 || !Number.isInteger(seed)) {
  console.error('usage: npm run listings:generate -- --count N [--seed S] [--out file.json|file.ndjson|file.csv]')
  process.exit(1)
}
const out = flag('out')
const stream = out ? createWriteStream(out) : process.stdout
const write = feedWriter(
  out ?? 'stdout.ndjson',
  (s) => new Promise<void>((ok) => (stream.write(s) ? ok() : stream.once('drain', () => ok()))),
)
for (const record of generateFeed({ count, seed, photos: defaultPhotoUrls })) await write.record(record)
await write.end()
if (out) {
  await new Promise((ok) => (stream as ReturnType<typeof createWriteStream>).end(ok))
  console.error(`${count} listings written to ${out}`)
}
