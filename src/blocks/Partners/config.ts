import { color, image, L, link, repeater, text, textarea } from '../catalogue-fields'
import { defineBlock } from '../defineBlock'
import { infoListField } from '../TeamMembers/config'

/**
 * Partners (spec 2 §3 "Partner": image, main_title, sub_title, partner_avatar, description,
 * list_items_repeater, tags_repeater (name per locale, bg_color_primary, text_color), cta;
 * §4: first 6 shown, show more reveals all, choosing a tag filters partners by that tag name).
 */
export const PartnersConfig = defineBlock('partners', { fr: 'Partenaires', en: 'Partners' }, [
  text('main_title', L.mainTitle),
  textarea('description', L.description),
  repeater('partners_repeater', { fr: 'Partenaires', en: 'Partners' }, [
    image('image', L.image),
    text('main_title', { fr: 'Nom du partenaire', en: 'Partner name' }, true),
    text('sub_title', L.subTitle),
    image('partner_avatar', { fr: 'Logo ou photo du partenaire', en: 'Partner avatar' }),
    textarea('description', L.description),
    infoListField,
    repeater('tags_repeater', { fr: 'Étiquettes', en: 'Tags' }, [
      text('name', { fr: 'Nom de l’étiquette', en: 'Tag name' }, true),
      color('bg_color_primary', L.bgPrimary),
      color('text_color', L.textColor),
    ]),
    link('cta', L.cta),
  ]),
])
