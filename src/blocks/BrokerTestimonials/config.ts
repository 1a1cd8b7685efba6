import { defineBlock } from '../defineBlock'
import { color, image, L, repeater, text, textarea } from '../catalogue-fields'

/** Broker testimonials (spec 2 §3): a carousel of testimonies beside an image; orientation_x in block_params (left or right, default right). */
export const BrokerTestimonialsConfig = defineBlock(
  'broker_testimonials',
  { fr: 'Témoignages (courtier)', en: 'Broker testimonials' },
  [
    text('main_title', L.mainTitle),
    image('image', L.image),
    repeater(
      'testimonials_repeater',
      { fr: 'Témoignages', en: 'Testimonials' },
      [
        textarea('description', { fr: 'Témoignage', en: 'Testimony' }),
        image('broker_avatar', { fr: 'Photo du client', en: 'Client avatar' }),
        text('broker_name', { fr: 'Nom', en: 'Name' }, true),
        text('broker_subtitle', { fr: 'Sous-titre', en: 'Subtitle' }),
      ],
      { required: true, defaultValue: [] },
    ),
    color('highlight_color', { fr: 'Couleur d’accent', en: 'Highlight colour' }),
  ],
)
