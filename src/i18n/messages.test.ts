import { describe, expect, it } from 'vitest'
import en from './messages/en.json'
import fr from './messages/fr.json'

const keys = (o: object, p = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v, `${p}${k}.`) : [`${p}${k}`]))

describe('messages', () => {
  it('has every French key in English and the reverse', () => {
    expect(keys(en).sort()).toEqual(keys(fr).sort())
  })
  it('has no empty message and no English text left in French', () => {
    for (const v of keys(fr)) expect(v).toBeTruthy()
    expect(fr.Errors['404']).not.toEqual(en.Errors['404'])
    expect(fr.Errors['503Title']).toBe('Site en maintenance')
    expect(en.Errors['403']).toBe(
      'Sorry, a permissions error has occurred. Please refresh the page or try again later.',
    )
  })
})
