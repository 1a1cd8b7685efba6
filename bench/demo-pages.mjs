// Every demo page type in both languages, as the benches measure them (page-weight, lighthouse):
// home, a content page, the search page, a page of property blocks, a listing, the blog archive, a post,
// the people directory, a broker profile, contact. The listing, post and profile are found in the pages' own links.
import { get } from 'node:http'

export const demoPages = {
  fr: {
    home: '/fr',
    content: '/fr/a-propos',
    search: '/fr/proprietes',
    buy: '/fr/acheter',
    blog: '/fr/blogue',
    people: '/fr/courtiers',
    contact: '/fr/contact',
  },
  en: {
    home: '/en',
    content: '/en/about',
    search: '/en/properties',
    buy: '/en/buy',
    blog: '/en/blog',
    people: '/en/brokers',
    contact: '/en/contact',
  },
}

/** A page's HTML from `base`, on another host if given (Node's fetch neither resolves *.localhost nor lets Host be set). */
export const htmlOf = (base, path, host) =>
  new Promise((resolve, reject) => {
    const url = new URL(path, base)
    const headers = host ? { host: `${host}:${url.port}` } : {}
    get(url, { headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c) => (body += c)).on('end', () => resolve({ status: res.statusCode, html: body }))
    }).on('error', reject)
  })

const firstLink = (html, re) => re.exec(html)?.[1]

/** [{ type, locale, path }] of every page type on the site `host` serves (the base's own when not given). */
export async function demoPagePaths(base, host) {
  const out = []
  for (const [locale, p] of Object.entries(demoPages)) {
    const pages = Object.fromEntries(
      await Promise.all(Object.entries(p).map(async ([type, path]) => [type, await htmlOf(base, path, host)])),
    )
    const [home, search, buy, blog, people] = ['home', 'search', 'buy', 'blog', 'people'].map((t) => pages[t].html)
    const listingRe = new RegExp(`href="(${p.search}/[^"?#]+)"`)
    const listing = firstLink(search, listingRe) ?? firstLink(home, listingRe) ?? firstLink(buy, listingRe)
    const post = firstLink(blog, new RegExp(`href="(${p.blog}/[^"?#]+)"`))
    const profile = firstLink(people, new RegExp(`href="(${p.people}/[^"?#]+)"`))
    // A site without one of the fixed pages (the agency has no /fr/a-propos) is measured without it.
    const served = Object.fromEntries(Object.entries(p).filter(([type]) => pages[type].status === 200))
    const found = { ...served, listing, post, profile }
    for (const type of [
      'home',
      'content',
      'search',
      'buy',
      'listing',
      'blog',
      'post',
      'people',
      'profile',
      'contact',
    ]) {
      if (found[type]) out.push({ type, locale, path: found[type] })
      else console.error(`${host ?? 'site'} ${locale}: no ${type} page (not served, or no link found)`)
    }
  }
  return out
}
