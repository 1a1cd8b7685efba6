import { defineBlock } from '../defineBlock'
import { image, L, repeater, text, textarea } from '../catalogue-fields'

export const personFields = [
  image('person_avatar', { fr: 'Photo', en: 'Avatar' }),
  text('person_name', { fr: 'Nom', en: 'Name' }, true),
  text('person_subtitle', { fr: 'Sous-titre (titre, désignation)', en: 'Subtitle (title, designation)' }),
]

/** Stored as `list` (contract name list_items_repeater, domain/contract-names.ts): PostgreSQL's 63-character aliases. */
export const infoListField = repeater('list', { fr: 'Informations', en: 'Information list' }, [
  text('main_title', L.mainTitle, true),
  textarea('description', L.description),
])

/**
 * Team members carousel (spec 2 §3 "Team member": person_avatar, person_name, person_subtitle,
 * description, list_items_repeater; §4 no autoplay, disabled with one slide; the description is
 * clamped at 7 lines at xxxl and up, else 5, with a see-more modal only when it overflows).
 */
export const TeamMembersConfig = defineBlock(
  'team_members_carousel',
  { fr: 'Carrousel des membres de l’équipe', en: 'Team members carousel' },
  [
    text('main_title', L.mainTitle),
    textarea('description', L.description),
    repeater('members', { fr: 'Membres de l’équipe', en: 'Team members' }, [
      ...personFields,
      textarea('description', { fr: 'Présentation', en: 'Description' }),
      infoListField,
    ]),
  ],
)
