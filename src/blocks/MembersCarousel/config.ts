import type { Field } from 'payload'
import { ctaRepeater, defineBlock } from '../defineBlock'
import { L, repeater, text, textarea } from '../catalogue-fields'
import { personFields } from '../TeamMembers/config'

const CTAS = { fr: 'Appels à l’action', en: 'Calls to action' }

/**
 * Members carousel with thumbnails (spec 2 §3 "Members carousel item": person_avatar, person_name,
 * person_subtitle, cta_repeater; §9 autoplay 5000 ms, thumbnails 80 px, background split 0.8).
 * Rows stored as `members` with `ctas` (contract members_repeater / cta_repeater): PostgreSQL's 63-character aliases.
 */
export const MembersCarouselConfig = defineBlock(
  'members_carousel',
  { fr: 'Carrousel de membres avec vignettes', en: 'Members carousel with thumbnails' },
  [
    text('main_title', L.mainTitle),
    textarea('description', L.description),
    repeater('members', { fr: 'Membres', en: 'Members' }, [
      ...personFields,
      { ...ctaRepeater('ctas'), label: CTAS, labels: { singular: CTAS, plural: CTAS } } as Field,
    ]),
  ],
)
