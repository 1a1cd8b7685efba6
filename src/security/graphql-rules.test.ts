import { buildSchema, parse, validate, type ExecutionArgs } from 'graphql/index.js'
import { describe, expect, it } from 'vitest'
import { depthLimit, graphQLValidationRules } from './graphql-rules'

const schema = buildSchema(`
  type Link { url: String, next: Link }
  type Page { title: String, link: Link }
  type Query { Pages: [Page] }
`)
const errorsOf = (query: string, rules = [depthLimit(4)]) => validate(schema, parse(query), rules).map((e) => e.message)

describe('depthLimit', () => {
  it('accepts a query up to the limit and refuses one level more', () => {
    expect(errorsOf('{ Pages { link { next { url } } } }')).toEqual([])
    expect(errorsOf('{ Pages { link { next { next { url } } } } }')).toEqual(['Query depth 5 is over the limit of 4.'])
  })

  it('follows named and inline fragments', () => {
    expect(
      errorsOf('query { Pages { ...P } } fragment P on Page { link { ... on Link { next { next { url } } } } }'),
    ).toHaveLength(1)
    expect(errorsOf('query { Pages { ...P } } fragment P on Page { link { url } }')).toEqual([])
  })

  it('measures every operation of a document', () => {
    expect(errorsOf('query A { Pages { title } } query B { Pages { link { next { next { url } } } } }')).toHaveLength(1)
  })
})

describe('graphQLValidationRules', () => {
  const args = (user: unknown) => ({ contextValue: { req: { user } } }) as unknown as ExecutionArgs
  it('refuses introspection to visitors only', () => {
    const query = '{ __schema { queryType { name } } }'
    expect(errorsOf(query, graphQLValidationRules(args(null)))).toEqual([
      'Introspection is reserved to signed-in editors.',
    ])
    expect(errorsOf(query, graphQLValidationRules(args({ id: 1 })))).toEqual([])
    expect(errorsOf('{ Pages { __typename title } }', graphQLValidationRules(args(null)))).toEqual([])
  })
})
