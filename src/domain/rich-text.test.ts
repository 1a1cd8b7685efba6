import { describe, it, expect } from 'vitest'
import { brToNewlines, containsEmail, newlinesToBr, sanitizeHtml } from './rich-text'

describe('sanitizeHtml', () => {
  it('keeps formatting tags and links', () => {
    const html = '<p><strong>Bold</strong> <em>it</em></p><ul><li>a</li></ul><h2>T</h2><a href="/fr/x">x</a>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('removes scripts, event handlers and style attributes', () => {
    const out = sanitizeHtml(
      '<p style="color:red" onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>',
    )
    expect(out).toBe('<p>Hi</p>')
  })

  it('drops javascript: hrefs', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
  })

  it('forces rel on new-tab links', () => {
    const out = sanitizeHtml('<a href="https://a.ca" target="_blank" rel="opener">a</a>')
    expect(out).toContain('target="_blank"')
    expect(out).toContain('rel="noopener noreferrer"')
    expect(out).not.toContain('rel="opener"')
  })

  it('removes unknown targets but keeps _self', () => {
    expect(sanitizeHtml('<a href="/x" target="evil">x</a>')).toBe('<a href="/x">x</a>')
    expect(sanitizeHtml('<a href="/x" target="_self">x</a>')).toBe('<a href="/x" target="_self">x</a>')
  })

  it('handles empty input', () => {
    expect(sanitizeHtml('')).toBe('')
  })
})

describe('containsEmail', () => {
  it('detects e-mail addresses', () => {
    expect(containsEmail('Écrivez à jean.tremblay@courtier.qc.ca aujourd’hui')).toBe(true)
    expect(containsEmail('a+b@x.io')).toBe(true)
    expect(containsEmail('no email @ here')).toBe(false)
    expect(containsEmail('user@localhost')).toBe(false)
  })
})

describe('line breaks', () => {
  it('turns br tags into newlines', () => {
    expect(brToNewlines('a<br>b<BR/>c<br />d<Br  />e')).toBe('a\nb\nc\nd\ne')
  })

  it('turns newlines into br tags', () => {
    expect(newlinesToBr('a\r\nb\nc')).toBe('a<br>b<br>c')
    expect(newlinesToBr('abc')).toBe('abc')
  })
})
