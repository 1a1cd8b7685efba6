// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { guardWire } from './guard-wire'

const formWith = (trap: string) => {
  const form = document.createElement('form')
  form.innerHTML = `<input name="website" value="${trap}"><input name="email" value="a@b.ca">`
  return form
}

describe('guard fields on the wire', () => {
  it('says the captcha was unavailable only without a token, with the honeypot and the time the form was open', () => {
    expect(guardWire(null, formWith(''), 1000, 6500)).toEqual({
      captcha_status: 'unavailable',
      website: '',
      form_elapsed_ms: '5500',
    })
    expect(guardWire('tok', formWith('http://spam.example'), 1000, 1200)).toEqual({
      website: 'http://spam.example',
      form_elapsed_ms: '200',
    })
    expect(guardWire('tok', null, 5, 1)).toEqual({ website: '', form_elapsed_ms: '0' })
  })
})
