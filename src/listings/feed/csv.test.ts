import { describe, expect, it } from 'vitest'
import { csvRecords, csvRows } from './csv'

const collect = async <T>(gen: AsyncIterable<T>) => {
  const out: T[] = []
  for await (const x of gen) out.push(x)
  return out
}

describe('csvRows', () => {
  it('handles quotes, doubled quotes, embedded line breaks and CRLF across chunks', async () => {
    const rows = await collect(csvRows(['a,"b,1","say ""hi""\r', '\nnext line"\r\n', '1,,3\n\n4,5,6']))
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b,1', 'say "hi"\r\nnext line'] },
      { line: 3, cells: ['1', '', '3'] },
      { line: 5, cells: ['4', '5', '6'] },
    ])
  })
})

describe('csvRecords', () => {
  it('keys rows by the header and keeps line numbers', async () => {
    const rows = await collect(csvRecords(['\uFEFFListingKey,City\n', '1,Laval\n2,"Québec"\n']))
    expect(rows).toEqual([
      { line: 2, record: { ListingKey: '1', City: 'Laval' } },
      { line: 3, record: { ListingKey: '2', City: 'Québec' } },
    ])
  })
})
