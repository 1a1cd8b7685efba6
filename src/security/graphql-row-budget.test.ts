import { buildSchema, parse, validate } from 'graphql/index.js'
import { describe, expect, it } from 'vitest'
import { rowBudget, type Lang } from './graphql-row-budget'

// The shapes Payload gives a collection: a list type with `docs`, relationships to document types.
const schema = buildSchema(`
  type Office { id: Int, name: String }
  type Member { id: Int, name: String, email: String, office: Office, offices: [Office!] }
  type Members { docs: [Member!]!, totalDocs: Int, limit: Int }
  type Offices { docs: [Office!]!, totalDocs: Int }
  type Query {
    Members(limit: Int, page: Int, pagination: Boolean): Members
    Offices(limit: Int, pagination: Boolean): Offices
    Member(id: Int!): Member
    countMembers: Int
  }
  type Mutation { createMember(name: String): Member }
`)
const errorsOf = (query: string, variables?: Record<string, unknown>, lang?: Lang) =>
  validate(schema, parse(query), [rowBudget(variables, lang)]).map((e) => e.message)
const aliased = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`
const ROWS = /peut lire jusqu’à (\d+) documents ; 1000 au plus/

describe('rowBudget', () => {
  it('refuses the reviewer’s aliases of Members(limit: 1000) on their limit, once; within the limit, on their rows', () => {
    const errors = errorsOf(aliased(150, 'Members(limit: 1000) { docs { id name email } }'))
    expect(errors[0]).toBe(
      'La limite de Members doit être comprise entre 1 et 500 (0, ou pagination: false sans limite, lirait tous les documents).',
    )
    // The limit's own error says what to change: the rows are not counted on top of it.
    expect(errors.slice(1)).toEqual([])
    expect(errorsOf(aliased(150, 'Members(limit: 500) { docs { id name email } }'))).toEqual([
      expect.stringMatching(ROWS),
    ])
  })

  it('charges a list by its limit, Payload’s 10 when it names none, and sums the lists', () => {
    expect(errorsOf('{ Members(limit: 500) { docs { id } totalDocs } Offices(limit: 500) { docs { id } } }')).toEqual(
      [],
    )
    expect(
      errorsOf('{ Members(limit: 500) { docs { id } } Offices(limit: 500) { docs { id } } Member(id: 1) { id } }'),
    ).toEqual(['Cette requête peut lire jusqu’à 1001 documents ; 1000 au plus par requête.'])
    expect(errorsOf(aliased(20, 'Members { docs { id } }'))).toEqual([])
    expect(errorsOf(aliased(3, 'Members(limit: 400) { docs { id } }'))).toEqual([
      'Cette requête peut lire jusqu’à 1200 documents ; 1000 au plus par requête.',
    ])
  })

  it('multiplies by the list a relationship is read in, a has-many one as 10 documents each', () => {
    expect(errorsOf('{ Members(limit: 80) { docs { office { id } offices { id } } } }')).toEqual([]) // 80 + 80 × 11
    expect(errorsOf('{ Members(limit: 100) { docs { office { id } offices { id } } } }')).toEqual([
      'Cette requête peut lire jusqu’à 1200 documents ; 1000 au plus par requête.',
    ])
  })

  it('refuses a limit of 0, below it, over 500, and pagination: false without a limit', () => {
    for (const args of ['limit: 0', 'limit: -1', 'limit: 501', 'pagination: false'])
      expect(errorsOf(`{ Members(${args}) { docs { id } } }`), args).toContain(
        'La limite de Members doit être comprise entre 1 et 500 (0, ou pagination: false sans limite, lirait tous les documents).',
      )
    expect(errorsOf('{ Members(limit: 20, pagination: false) { docs { id } } }')).toEqual([])
  })

  it('reads limit and pagination through variables and their defaults', () => {
    const query = 'query ($n: Int, $p: Boolean) { Members(limit: $n, pagination: $p) { docs { id } } }'
    expect(errorsOf(query, { n: 5 })).toEqual([])
    expect(errorsOf(query, { n: 1000 })).toHaveLength(1)
    expect(errorsOf(query, { p: false })).toHaveLength(1)
    expect(errorsOf('query ($n: Int = 0) { Members(limit: $n) { docs { id } } }')).toHaveLength(1)
    expect(errorsOf('query ($n: Int = 0) { Members(limit: $n) { docs { id } } }', { n: 3 })).toEqual([])
  })

  it('counts through named and inline fragments, where they are spread', () => {
    expect(
      errorsOf('{ Members(limit: 200) { docs { ...M } } } fragment M on Member { office { id } offices { id } }'),
    ).toEqual(['Cette requête peut lire jusqu’à 2400 documents ; 1000 au plus par requête.'])
    expect(
      errorsOf(
        '{ ... on Query { a: Members(limit: 500) { docs { id } } b: Offices(limit: 500) { docs { id } } } countMembers }',
      ),
    ).toEqual(['Cette requête peut lire jusqu’à 1001 documents ; 1000 au plus par requête.'])
    expect(errorsOf('{ ...Q } fragment Q on Query { Members(limit: 0) { docs { id } } }')).toHaveLength(1)
  })

  it('measures a fragment once however often it is spread', () => {
    // Each fragment spreads the next twice: walked naively, 2^40 visits.
    const chain = Array.from(
      { length: 40 },
      (_, i) => `fragment F${i} on Member { ${i === 39 ? 'id' : `...F${i + 1} ...F${i + 1}`} }`,
    ).join(' ')
    expect(errorsOf(`{ Members(limit: 1) { docs { ...F0 } } } ${chain}`)).toEqual([])
  })

  it('charges mutations, and answers in English when asked', () => {
    const creates = `mutation { ${Array.from({ length: 1001 }, (_, i) => `c${i}: createMember(name: "x") { id }`).join(' ')} }`
    expect(errorsOf(creates, undefined, 'en')).toEqual([
      'This query can read up to 1001 documents; 1000 at most per request.',
    ])
    expect(errorsOf('{ Members(limit: 0) { docs { id } } }', undefined, 'en')).toEqual([
      'The limit of Members must be between 1 and 500 (0, or pagination: false without a limit, would read every document).',
    ])
  })
})
