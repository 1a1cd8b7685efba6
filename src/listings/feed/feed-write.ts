import { asText } from '@/domain/text'
import type { RawRecord } from './reso'

const CSV_COLUMNS = [
  'ListingKey',
  'StandardStatus',
  'PropertyType',
  'PropertySubType',
  'ListPrice',
  'UnparsedAddress',
  'City',
  'PostalCode',
  'Latitude',
  'Longitude',
  'BedroomsTotal',
  'BathroomsTotalInteger',
  'LivingArea',
  'LivingAreaUnits',
  'NewConstructionYN',
  'SpecialListingConditions',
  'OnMarketTimestamp',
  'ModificationTimestamp',
  'PublicRemarks',
  'PublicRemarksEnglish',
  'ListAgentFullName',
  'ListAgentKey',
  'ListOfficeName',
  'ListOfficeKey',
  'Media',
  'OpenHouse',
] as const

const csvCell = (v: unknown): string => {
  const s = asText(v)
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/** Nested lists flatten for CSV: Media as URLs joined by '|', OpenHouse as start/end intervals. */
function csvValue(record: RawRecord, column: string): unknown {
  const v = record[column]
  if (column === 'Media' && Array.isArray(v)) return v.map((m) => (m as { MediaURL: string }).MediaURL).join('|')
  if (column === 'OpenHouse' && Array.isArray(v))
    return v
      .map((o) => `${String((o as RawRecord).OpenHouseStartTime)}/${String((o as RawRecord).OpenHouseEndTime)}`)
      .join('|')
  return v
}

/** Serialise records as a JSON array, NDJSON or CSV, chosen by the file name. */
export function feedWriter(file: string, write: (s: string) => Promise<void>) {
  const kind = /\.csv$/i.test(file) ? 'csv' : /\.(ndjson|jsonl)$/i.test(file) ? 'ndjson' : 'json'
  let n = 0
  return {
    async record(r: RawRecord) {
      if (kind === 'csv')
        await write(
          `${n === 0 ? `${CSV_COLUMNS.join(',')}\n` : ''}${CSV_COLUMNS.map((c) => csvCell(csvValue(r, c))).join(',')}\n`,
        )
      else if (kind === 'ndjson') await write(`${JSON.stringify(r)}\n`)
      else await write(`${n === 0 ? '[\n' : ',\n'}${JSON.stringify(r)}`)
      n++
    },
    async end() {
      if (kind === 'json') await write(n === 0 ? '[]\n' : '\n]\n')
      if (kind === 'csv' && n === 0) await write(`${CSV_COLUMNS.join(',')}\n`)
    },
  }
}
