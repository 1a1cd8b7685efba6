import { defineBlock, iconLinksRepeater } from '../defineBlock'
import { image, L, text, textarea } from '../catalogue-fields'

/** Author (spec 2 §3): description, icon_links_repeater, image, main_title (the name), sub_title. */
export const AuthorConfig = defineBlock('author', { fr: 'Auteur', en: 'Author' }, [
  image('image', { fr: 'Photo de l’auteur', en: 'Author photo' }),
  text('main_title', { fr: 'Nom de l’auteur', en: 'Author name' }),
  text('sub_title', L.subTitle),
  textarea('description', L.description),
  iconLinksRepeater(),
])
