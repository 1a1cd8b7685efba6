import { describe, expect, it } from 'vitest'
import { editorUrlAllowed } from './editor-url'

describe('editor-entered URLs', () => {
  it('take https only where an absolute URL is expected', () => {
    expect(editorUrlAllowed('https://example.com/a?b#c', 'https')).toBe(true)
    for (const bad of [
      'http://example.com',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>',
      '//evil.example',
      '/local',
      'https://user:pw@example.com',
      ' https://a b.example',
      'https:\\\\evil.example',
      'vbscript:x',
    ])
      expect(editorUrlAllowed(bad, 'https'), bad).toBe(false)
  })
  it('take site paths where they make sense, never a protocol-relative URL', () => {
    expect(editorUrlAllowed('/fr/contact', 'https-or-path')).toBe(true)
    expect(editorUrlAllowed('//evil.example/x', 'https-or-path')).toBe(false)
    expect(editorUrlAllowed('/\\evil.example', 'https-or-path')).toBe(false)
  })
  it('take anchors, mailto and tel in links, and nothing scriptable', () => {
    for (const ok of [
      '#top',
      '?variant=2',
      'mailto:info@example.com',
      'tel:+15145550123',
      '/contact',
      'https://example.com',
      '',
      null,
    ])
      expect(editorUrlAllowed(ok, 'link'), String(ok)).toBe(true)
    for (const bad of [
      'javascript:alert(1)',
      '\u0000javascript:alert(1)',
      'java\tscript:alert(1)',
      'http://example.com',
      'ftp://x',
      'tel://x',
      42,
    ])
      expect(editorUrlAllowed(bad, 'link'), String(bad)).toBe(false)
  })
})
