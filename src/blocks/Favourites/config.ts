import { localizedText, localizedTextarea } from '@/fields/text'
import { defineBlock } from '../defineBlock'

/** The visitor's favourites, saved searches and recently viewed, from their device (issue 31, decision 0046). */
export const FavouritesConfig = defineBlock('favourites', { fr: 'Favoris', en: 'Favourites' }, [
  localizedText('main_title'),
  localizedTextarea('description'),
])
