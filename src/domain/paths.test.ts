import { describe, expect, it } from 'vitest'
import { joinLocalePath, normalizePath, splitLocalePath } from './paths'
import { blogPostHref, routeHref } from './route-keys'

describe('paths', () => {
  it('normalizes slashes, query and trailing slash', () => {
    expect(normalizePath('')).toBe('/')
    expect(normalizePath('contact/')).toBe('/contact')
    expect(normalizePath('//a///b/?x=1#y')).toBe('/a/b')
  })
  it('splits and joins the locale prefix', () => {
    expect(splitLocalePath('/fr/proprietes/')).toEqual({ locale: 'fr', path: '/proprietes' })
    expect(splitLocalePath('/en')).toEqual({ locale: 'en', path: '/' })
    expect(splitLocalePath('/about')).toEqual({ locale: null, path: '/about' })
    expect(joinLocalePath('fr', '/')).toBe('/fr')
    expect(joinLocalePath('en', 'blog')).toBe('/en/blog')
  })
  it('builds the hard-coded routes of both languages', () => {
    expect(routeHref('properties', 'fr')).toBe('/fr/proprietes')
    expect(routeHref('terms', 'en')).toBe('/en/terms-of-use')
    expect(routeHref('home', 'en')).toBe('/en')
    expect(blogPostHref('fr', 'acheter-a-laval', 12)).toBe('/fr/blogue/acheter-a-laval-12')
  })
})
