import { getSiteByHost } from '@/data/site-data'

/** The seeded broker site (localhost, 127.0.0.1) and the agency's site (agence.localhost). */
export const demoSite = async () => (await getSiteByHost('localhost'))!
export const agencySite = async () => (await getSiteByHost('agence.localhost'))!
