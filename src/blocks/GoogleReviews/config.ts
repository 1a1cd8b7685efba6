import { defineBlock } from '../defineBlock'
import { image, L, repeater, text, textarea } from '../catalogue-fields'

/** Google block (spec 2 §3): total_reviews, average_score, main_title, testimonials_repeater of Google reviews. */
export const GoogleReviewsConfig = defineBlock('google_reviews', { fr: 'Avis Google', en: 'Google reviews' }, [
  text('main_title', L.mainTitle),
  { name: 'total_reviews', type: 'number', min: 0, label: { fr: 'Nombre total d’avis', en: 'Total reviews' } },
  { name: 'average_score', type: 'number', min: 0, max: 5, label: { fr: 'Note moyenne', en: 'Average score' } },
  repeater('testimonials_repeater', { fr: 'Avis', en: 'Reviews' }, [
    image('author_avatar', { fr: 'Photo de l’auteur', en: 'Author avatar' }),
    text('author_name', { fr: 'Nom de l’auteur', en: 'Author name' }, true),
    textarea('description', { fr: 'Avis', en: 'Review' }),
    { name: 'review_date', type: 'text', label: { fr: 'Date de l’avis (AAAA-MM-JJ)', en: 'Review date (YYYY-MM-DD)' } },
    { name: 'review_score', type: 'number', min: 0, max: 5, label: { fr: 'Note (0 à 5)', en: 'Score (0 to 5)' } },
  ]),
])
