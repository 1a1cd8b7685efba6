import { describe, expect, it } from 'vitest'
import {
  blockRises,
  ctaLayout,
  footerOverlap,
  heroCtaContained,
  heroLandingOverlap,
  heroRadiusOverlaps,
  propertyIframeFullWidth,
} from './block-overlap'

describe('block overlaps (spec 1 §4, spec 2 §4 and §9)', () => {
  it('a card block rises over the block above by half its overlap height', () => {
    expect(
      blockRises(['text_blocks', 'cta', 'image_text', 'double_cta', 'list', 'highlights', 'faq', 'contact_form']),
    ).toEqual([0, 75, 0, 125, 0, 250, 0, 287])
  })
  it('takes another split when asked, and never moves the first block', () => {
    expect(blockRises(['cta', 'text_blocks', 'cta'], 0.2)).toEqual([0, 0, 30])
  })
  it('a hero lets the next block rise 95 px at most (its underlap)', () => {
    expect(blockRises(['hero_content_2', 'cta'])).toEqual([0, 75])
    expect(blockRises(['hero_cta', 'highlights'])).toEqual([0, 95])
    expect(blockRises(['hero_slider', 'contact_form'])).toEqual([0, 95])
  })
  it('nothing rises into a block that overlaps the next one itself (landing form, property iframe)', () => {
    expect(blockRises(['hero_landing_page', 'cta'])).toEqual([0, 0])
    expect(blockRises(['property_iframe', 'highlights'])).toEqual([0, 0])
  })
  it('the last block sinks into the footer by the rest of its split, capped at 96', () => {
    expect(footerOverlap('cta')).toBe(75)
    expect(footerOverlap('double_cta')).toBe(96)
    expect(footerOverlap('contact_form')).toBe(96)
    expect(footerOverlap('cta', 0.8)).toBe(30)
    expect(footerOverlap('property_iframe')).toBe(90)
    expect(footerOverlap('text_blocks')).toBe(0)
    expect(footerOverlap(undefined)).toBe(0)
  })
})

describe('hero content 2 overlap by its border radius', () => {
  it('overlaps the next block when that block does not rise into it', () => {
    expect(heroRadiusOverlaps(['hero_landing_page', 'hero_content_2', 'hero_cta'], true)).toEqual([false, true, false])
    expect(heroRadiusOverlaps(['hero_content_2', 'text_blocks'], false)).toEqual([true, false])
  })
  it('does not when the next block rises into it (its own overlap wins)', () => {
    expect(heroRadiusOverlaps(['hero_content_2', 'cta'], true)).toEqual([false, false])
    expect(heroRadiusOverlaps(['hero_content_2', 'highlights'], true)).toEqual([false, false])
  })
  it('overlaps the footer when last, and nothing when the page has no footer', () => {
    expect(heroRadiusOverlaps(['text_blocks', 'hero_content_2'], true)).toEqual([false, true])
    expect(heroRadiusOverlaps(['text_blocks', 'hero_content_2'], false)).toEqual([false, false])
  })
  it('is only for hero content 2', () => {
    expect(heroRadiusOverlaps(['hero_cta', 'text_blocks', 'hero_slider', 'faq'], true)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})

describe('hero landing form overlap', () => {
  it('is 64 below the large breakpoint whatever the heights', () => {
    expect(heroLandingOverlap(390, 900, 300)).toBe(64)
    expect(heroLandingOverlap(991, 300, 900)).toBe(64)
  })
  it('is the form minus the infos from 992, clamped to 0–128, and 0 when 40 or less', () => {
    expect(heroLandingOverlap(992, 600, 500)).toBe(100)
    expect(heroLandingOverlap(1280, 900, 500)).toBe(128)
    expect(heroLandingOverlap(1280, 400, 500)).toBe(0)
    expect(heroLandingOverlap(1280, 540, 500)).toBe(0)
    expect(heroLandingOverlap(1280, 541, 500)).toBe(41)
  })
})

describe('CTA, hero CTA and property iframe layouts', () => {
  it('the CTA keeps its orientation, centred from the largest breakpoint (1921)', () => {
    expect(ctaLayout(undefined, 1280)).toBe('full')
    expect(ctaLayout('full', 1920)).toBe('full')
    expect(ctaLayout('center', 390)).toBe('center')
    expect(ctaLayout('full', 1921)).toBe('center')
  })
  it('the hero CTA is contained when a header block comes before it', () => {
    expect(heroCtaContained(['header_classic', 'hero_landing_page'])).toBe(true)
    expect(heroCtaContained(['header_out_of_norm'])).toBe(true)
    expect(heroCtaContained(['hero_landing_page', 'hero_content_2'])).toBe(false)
    expect(heroCtaContained([])).toBe(false)
  })
  it('the property iframe is full width from 1500 px', () => {
    expect(propertyIframeFullWidth(1499)).toBe(false)
    expect(propertyIframeFullWidth(1500)).toBe(true)
  })
})
