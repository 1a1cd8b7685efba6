/**
 * A municipality code as searches, blocks and links carry it: a code stored before feeds taught the
 * names (5 digits, '65005'), or one learned from a feed (the name as a slug, 'baie-saint-paul').
 */
export const MUN_CODE = /^[A-Za-z0-9-]{1,100}$/
