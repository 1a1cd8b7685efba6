import type { MediaIds, SeedPage } from './types'
import { richText } from './lexical'
import { L } from './localize'
import { both, cta } from './links'
import { params } from './block-values'

type Media = MediaIds

/** The demo video: recorded by scripts/make-demo-video.mjs, served by the site itself (no third party). */
export const DEMO_VIDEO_URL = '/videos/visite-demo.webm'
/** Its captions (WebVTT), one file per language: the video has no speech, so they describe what it shows. */
export const DEMO_CAPTIONS = { fr: '/videos/visite-demo.fr.vtt', en: '/videos/visite-demo.en.vtt' }
// The sources are a localized array: each language's row needs its own id (the seed copies the French
// rows' ids onto the English ones, which would collide in the same table).
const source = (id: string) => ({ id, url: DEMO_VIDEO_URL, type: 'video/webm' })
const video = (name: string, poster: number | undefined, flags: { autoplay: boolean; controls: boolean }) => ({
  kind: 'video' as const,
  video: {
    sources: L([source(`${name}-fr`)], [source(`${name}-en`)]),
    captions: L(DEMO_CAPTIONS.fr, DEMO_CAPTIONS.en),
    poster,
    loop: true,
    muted: true,
    ...flags,
  },
})
const rt = (fr: string, en: string) => L(richText(fr), richText(en))

/**
 * The video demo page (spec 2 "Video"): a hero whose video the visitor starts (it pauses when it leaves
 * the screen) and, lower down, a video that plays by itself whenever it is in view.
 */
export const videoPageData = (m: Media): SeedPage => ({
  title: both('Visite vidéo', 'Video tour'),
  path: L('/visite-video', '/video-tour'),
  content: [
    {
      blockType: 'hero_content_1',
      super_title: both('Visite vidéo', 'Video tour'),
      main_title: both('Un plain-pied lumineux à Laval, en vidéo', 'A bright bungalow in Laval, on video'),
      description: rt(
        'Faites le tour de la propriété avant la visite : la façade, le terrain et la lumière du soir.',
        'Tour the property before you visit: the front, the grounds and the evening light.',
      ),
      media: video('video-hero', m['hero-maison'], { autoplay: false, controls: true }),
      cta_repeater: [cta('/contact', both('Planifier une visite', 'Book a visit'), { icon: 'calendar' })],
      block_params: params('normal-grey', 'left'),
    },
    {
      blockType: 'text_blocks',
      main_title: both('Chaque propriété mérite sa vidéo', 'Every property deserves its video'),
      description: rt(
        'Une vidéo de quelques secondes retient l’attention bien mieux qu’une photo. Je fais tourner chaque propriété que je mets en marché, de jour comme de soir, pour que les acheteurs la reconnaissent au premier coup d’œil.',
        'A few seconds of video hold attention far better than a photo. I have every property I list filmed, by day and by evening, so that buyers recognise it at first sight.',
      ),
      text_align: 'left',
      block_params: params('normal'),
    },
    {
      blockType: 'hero_infos',
      media: video('video-sunset', m['hero-maison'], { autoplay: true, controls: false }),
      main_title: both('La maison au coucher du soleil', 'The house at sunset'),
      sub_title: both('Une vidéo qui joue d’elle-même', 'A video that plays by itself'),
      list_items_repeater: [
        { main_title: both('Durée', 'Length'), description: both('6 secondes, en boucle', '6 seconds, looping') },
        { main_title: both('Son', 'Sound'), description: both('Sans son', 'Muted') },
      ],
      cta_repeater: [
        cta(L('/proprietes', '/properties'), both('Voir les propriétés', 'Browse properties'), { icon: 'search' }),
      ],
      block_params: params('normal-grey', 'right'),
    },
  ],
  seo: {
    title: both('Visite vidéo d’une propriété à Laval', 'Video tour of a property in Laval'),
    description: both(
      'Une visite vidéo de propriété, comme celles que je réalise pour chaque inscription.',
      'A property video tour, like the ones I make for every listing.',
    ),
    robots_index_rule: 'index,follow',
  },
})
