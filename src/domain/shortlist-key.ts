/** Where and in which version the device keeps the shortlist (alone here: the heart's first code reads only this). */
export const SHORTLIST_KEY = 'courtier.shortlist'
export const SHORTLIST_VERSION = 1
