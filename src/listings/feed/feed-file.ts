import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createInterface } from 'node:readline'
import { csvRecords } from './csv'
import type { FeedItem } from './import'

/**
 * Read a listings feed file: CSV (header row), NDJSON (.ndjson/.jsonl, one record a line) or JSON
 * (an array of records, or a RESO Web API response `{ "value": [...] }`, line = record number).
 */
export async function* readFeedFile(file: string): AsyncGenerator<FeedItem> {
  if (/\.csv$/i.test(file)) {
    yield* csvRecords(createReadStream(file, { encoding: 'utf8' }))
    return
  }
  if (/\.(ndjson|jsonl)$/i.test(file)) {
    let line = 0
    for await (const text of createInterface({
      input: createReadStream(file, { encoding: 'utf8' }),
      crlfDelay: Infinity,
    })) {
      line++
      if (!text.trim()) continue
      yield parseLine(text, line)
    }
    return
  }
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'))
  const records = Array.isArray(parsed) ? parsed : (parsed as { value?: unknown })?.value
  if (!Array.isArray(records))
    throw new Error(`${file}: expected a JSON array of records or an object with a "value" array`)
  for (let i = 0; i < records.length; i++) yield asItem(records[i], i + 1)
}

function parseLine(text: string, line: number): FeedItem {
  try {
    return asItem(JSON.parse(text), line)
  } catch {
    return { line, record: {}, error: 'is not valid JSON' }
  }
}

const asItem = (value: unknown, line: number): FeedItem =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? { line, record: value as Record<string, unknown> }
    : { line, record: {}, error: 'is not a JSON object' }
