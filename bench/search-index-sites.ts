/**
 * The in-process search index alone (no database): p50/p95 and CPU p95 of count, page 1 (newest),
 * page 5 (price) and map cells over city and region viewports with filters, for every listing
 * (unscoped) and for sites (decision 0025): an agency restricted to half its offices, an office
 * (5%), a team of 3 brokers (1.5%) and a broker (0.5%). Listings are generated (200 brokers in 20
 * offices). Prints figures only.
 *   node scripts/tsx-retry.mjs bench/search-index-sites.ts [--count 1000000] [--runs 100]
 */
import { cpus, loadavg } from 'node:os'
import { generateFeed } from '@/listings/generator/generate'
import { normalizeRecord, type NormalizedListing } from '@/listings/feed/reso'
import { cityKey, quebecMunicipalities } from '@/listings/quebec-municipalities'
import { parsePropertiesQuery } from '@/listings/search/properties-query'
import { SearchIndexBuilder, type IndexRow } from '@/listings/search/search-index'
import { ALL_LISTINGS, ownedBy, type SiteListings } from '@/listings/site-listings'
import { boxes, filterSets, jitter } from './listings-scenarios'
import { ms, timeIt } from './stats'

const args = process.argv.slice(2)
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? Number(args[i + 1]) : fallback
}
const count = flag('count', 1_000_000)
const runs = flag('runs', 100)

const byName = new Map(quebecMunicipalities.map((m) => [cityKey(m.name), m.code]))
const now = Date.now()
let t = performance.now()
const builder = new SearchIndexBuilder()
let chunk: IndexRow[] = []
let i = 0
for (const record of generateFeed({ count, seed: 1, now, photos: ['/p/1.jpg'] })) {
  const l = normalizeRecord(record, (c) => byName.get(cityKey(c)) ?? '') as NormalizedListing
  const broker = i++ % 200
  chunk.push({
    id: i,
    status: l.status,
    transaction_type: l.transaction,
    type_code: l.type_code,
    mun_code: l.mun_code,
    price: l.price,
    lat_e6: l.lat_e6,
    lng_e6: l.lng_e6,
    bedrooms: l.bedrooms,
    bathrooms: l.bathrooms,
    open_house_until: l.open_houses.length ? Math.max(...l.open_houses.map(([, end]) => end)) : null,
    listed_at: l.listed_at,
    list_agent_key: `B${broker}`,
    list_office_key: `O${broker % 20}`,
  })
  if (chunk.length === 50_000) {
    builder.add(chunk.filter((r) => r.status !== 'withdrawn'))
    chunk = []
  }
}
builder.add(chunk.filter((r) => r.status !== 'withdrawn'))
const index = builder.build()
console.log(
  `\n${index.size.toLocaleString('en')} listings indexed in ${((performance.now() - t) / 1000).toFixed(1)} s (${(index.bytes / 1048576).toFixed(0)} MB); ${runs} runs per figure; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} on ${cpus().length} cores`,
)

const sites: Array<[string, SiteListings]> = [
  ['every listing', ALL_LISTINGS],
  [
    'agency, 10 of 20 offices',
    ownedBy(
      [],
      Array.from({ length: 10 }, (_, o) => `O${o}`),
    ),
  ],
  ['office (5%)', ownedBy([], ['O3'])],
  ['team of 3 (1.5%)', ownedBy(['B10', 'B11', 'B12'], [])],
  ['broker (0.5%)', ownedBy(['B42'], [])],
]
let seed = 7
const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647
const scenes = boxes.filter((b) => b.size !== 'province').flatMap((box) => filterSets.map((fs) => ({ box, fs })))
const query = (n: number) => {
  const { box, fs } = scenes[n % scenes.length]
  return parsePropertiesQuery(new URLSearchParams([jitter(box, rand), fs.query].filter(Boolean).join('&'))).filters
}
const n = runs * scenes.length
const fig = (r: { p50: number; p95: number; cpu95: number }) =>
  `${ms(r.p50)} / ${ms(r.p95)} (${ms(r.cpu95)})`.padEnd(32)
console.log(
  'site                       first      count p50/p95 (cpu p95)         page 1                          page 5                          map cells',
)
for (const [name, site] of sites) {
  t = performance.now()
  index.count(query(0), now, site)
  const first = performance.now() - t
  const c = await timeIt(n, async (k) => index.count(query(k), now, site))
  const p1 = await timeIt(n, async (k) => index.pageIds(query(k), now, 'newest', 26, 0, site))
  const p5 = await timeIt(n, async (k) => index.pageIds(query(k), now, 'price_asc', 26, 100, site))
  const m = await timeIt(n, async (k) => index.cells(query(k), now, site))
  console.log(`${name.padEnd(27)}${ms(first).padStart(8)}   ${fig(c)}${fig(p1)}${fig(p5)}${fig(m)}`)
}
console.log(
  `(${scenes.length} city and region scenes: ${boxes
    .filter((b) => b.size !== 'province')
    .map((b) => b.name)
    .join(', ')} × ${filterSets.map((f) => f.name).join(', ')})`,
)
