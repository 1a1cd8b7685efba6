import type { SeedData } from './types'

/**
 * Where the demo's chat vendor and its first-party Google tag server are: scripts/tag-stand-in.mjs on this machine
 * (npm start and the tests start it and set DEMO_TAGS_ORIGIN).
 */
const tagsOrigin = () => process.env.DEMO_TAGS_ORIGIN || 'http://127.0.0.1:3009'

/**
 * The broker site's tags (issue 28): an analytics tag and a chat. The banner asks on the first visit; neither loads
 * before a yes. GA4 goes through the site's own tag server (the stand-in), as Google's server-side tagging on a
 * first-party domain does, so nothing leaves this machine.
 */
export const demoTags = (): NonNullable<SeedData<'sites'>['tags']> => [
  {
    name: 'Google Analytics 4',
    category: 'analytics',
    placement: 'head',
    provider: 'ga4',
    tag_id: 'G-DEMO2026',
    origin: tagsOrigin(),
  },
  {
    name: 'Bavardo', // a chat vendor's name, as 'Google Analytics 4' is (the privacy page lists it under Functional)
    category: 'functional',
    placement: 'body',
    provider: 'custom',
    origin: tagsOrigin(),
    script_url: `${tagsOrigin()}/chat.js`,
  },
]
