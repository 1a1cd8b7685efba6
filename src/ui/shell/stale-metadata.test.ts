// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { dropStaleMetadata } from './stale-metadata'

/** A node as React leaves it once it has rendered or hydrated it: React's own properties on the element. */
const claim = (el: Element) => Object.assign(el, { __reactFiber$abc: {}, __reactMarker$abc: true })

describe('dropStaleMetadata', () => {
  beforeEach(() => {
    document.head.innerHTML = `
      <meta charset="utf-8"><meta name="viewport" content="width=device-width">
      <link rel="stylesheet" href="/site.css">
      <title>Blogue immobilier</title>
      <meta name="description" content="Nos articles">
      <link rel="canonical" href="https://example.ca/fr/blogue">
      <link rel="alternate" hreflang="en-CA" href="https://example.ca/en/blog">
      <meta property="og:type" content="website">`
  })

  it("removes the server's page metadata React never claimed, and nothing else", () => {
    const post = document.createElement('title')
    post.textContent = 'Vivre à Sainte-Rose'
    document.head.append(claim(post))
    expect(dropStaleMetadata(document.head)).toBe(5)
    expect(document.title).toBe('Vivre à Sainte-Rose')
    expect(document.head.querySelector('link[hreflang="en-CA"]')).toBeNull()
    expect(document.head.querySelector('meta[property="og:type"]')).toBeNull()
    // The document's own tags are not page metadata: they stay.
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull()
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull()
  })

  it('keeps every tag React hydrated', () => {
    document.head.querySelectorAll('*').forEach(claim)
    expect(dropStaleMetadata(document.head)).toBe(0)
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(1)
  })
})
