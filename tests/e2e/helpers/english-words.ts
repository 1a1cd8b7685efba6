/**
 * English words that are not French words, for the "no English on a French page" crawl
 * (tests/e2e/french-only.test.ts). Left out on purpose because French spells them the same:
 * contact, menu, message, image, photo, pause, stop, volume, type, date, options, navigation, page,
 * zoom, suite, avenue, boulevard, attribution, an, on, or, me, en, main (a hand), sort, office, offices, square, sale, home,
 * meeting, minutes, but, are, in, no.
 */
export const ENGLISH_WORDS = new Set(
  `the and with your you our of to for from by this that these is not yes at my we us will can
  close popup search map maps loading previous next show more less open click submit send please skip
  share copy link button listing listings property properties broker brokers team buy sell rent
  price bedroom bedrooms bathroom bathrooms filter filters results error retry cancel back about
  welcome phone toggle expand collapse thumbnail carousel choose select view read powered marker slide play
  video gallery fullscreen mute unmute email address name first last call write meet book street
  library interactive free now here where what which who how when there have has been were would
  should could week weeks day days month months year years hour hours today ago agency`
    .split(/\s+/)
    .filter(Boolean),
)

/**
 * Names that contain one of those words but are not English text on a French page. One place, each
 * with its reason; matched case-sensitively and removed before the words are read.
 */
export const ALLOWED_NAMES: { name: string; reason: string }[] = [
  { name: 'OpenStreetMap', reason: 'the map data’s brand (one word; listed for the record)' },
  { name: 'Leaflet', reason: 'the map library’s brand, in its attribution link' },
]

/** The English words of a French text (names allowed above removed first). */
export function englishWords(text: string): string[] {
  let rest = text
  for (const { name } of ALLOWED_NAMES) rest = rest.split(name).join(' ')
  return rest.split(/[^\p{L}]+/u).filter((w) => w.length > 1 && ENGLISH_WORDS.has(w.toLowerCase()))
}
