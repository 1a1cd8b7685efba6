import { parse } from 'graphql/index.js'
import { describe, expect, it } from 'vitest'
import { documentSize } from './graphql-selections'

const fieldsOf = (query: string) => documentSize(parse(query)).fields
const aliasesOf = (query: string) => documentSize(parse(query)).aliases

describe('expandedSelections', () => {
  it('counts every field, nested, of every operation', () => {
    expect(fieldsOf('{ Pages { docs { id title } } }')).toBe(4)
    expect(fieldsOf('query A { Pages { docs { id } } } query B { countPages { totalDocs } }')).toBe(5)
  })

  it('counts fields and aliases of a fragment wherever it is spread, inline fragments in place', () => {
    const query = '{ a: Pages { ...P } b: Pages { ...P } } fragment P on Pages { docs { id ... on Page { t: title } } }'
    expect(fieldsOf(query)).toBe(8)
    expect(aliasesOf(query)).toBe(4)
    expect(
      aliasesOf(
        `{ ${Array.from({ length: 150 }, (_, i) => `m${i}: Members(limit: 1000) { docs { id } }`).join(' ')} }`,
      ),
    ).toBe(150)
    expect(aliasesOf('mutation { a: createMember { id } b: createMember { id } } query { c: countMembers }')).toBe(3)
  })

  it('measures fragments that each spread the next twice without walking every spread', () => {
    const chain = Array.from(
      { length: 60 },
      (_, i) => `fragment F${i} on Member { ${i === 59 ? 'id' : `...F${i + 1} ...F${i + 1}`} }`,
    ).join(' ')
    expect(fieldsOf(`{ Members { docs { ...F0 } } } ${chain}`)).toBe(2 + 2 ** 59)
  })

  it('stops at unknown and cyclic fragments, which GraphQL refuses', () => {
    expect(fieldsOf('{ Pages { ...Missing } }')).toBe(1)
    expect(fieldsOf('{ Pages { ...A } } fragment A on Pages { docs { ...B } } fragment B on Page { id ...A }')).toBe(3)
  })
})
