import type { Field } from 'payload'
import { ctaRepeater, defineBlock, iconLinksRepeater } from '../defineBlock'
import { L, repeater, text, textarea } from '../catalogue-fields'
import { infoListField, personFields } from '../TeamMembers/config'

/**
 * Hero members search (spec 2 §2 "Heroes", §3 "Members search" and "Member card
 * (card_member_item)"): a searchable dropdown of members, an optional carousel of member cards
 * (at most 10, autoplay 6000 ms) and a modal with the member's details.
 */
const social = { fr: 'Réseaux sociaux', en: 'Social links' }

export const MembersSearchConfig = defineBlock(
  'members_search',
  { fr: 'Héros recherche de membres', en: 'Hero members search' },
  [
    text('main_title', L.mainTitle),
    {
      name: 'show_carousel',
      type: 'checkbox',
      defaultValue: true,
      label: { fr: 'Afficher le carrousel des membres', en: 'Show the members carousel' },
    },
    repeater('members', { fr: 'Membres', en: 'Members' }, [
      ...personFields,
      infoListField,
      {
        ...iconLinksRepeater('socials'),
        label: social,
        labels: { singular: { fr: 'Réseau social', en: 'Social link' }, plural: social },
      } as Field,
      { ...ctaRepeater(), label: { fr: 'Appels à l’action', en: 'Calls to action' } } as Field,
      repeater('programs', { fr: 'Programmes', en: 'Programs' }, [textarea('description', L.description)]),
    ]),
  ],
)
