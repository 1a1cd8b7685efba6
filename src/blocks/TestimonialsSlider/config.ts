import { defineBlock } from '../defineBlock'
import { color, L, repeater, testimonialFields, text } from '../catalogue-fields'

/** Testimonial card slider (spec 2 §3 "Slider card": bg_color_primary, text_color per card; truncated at 10 lines). */
export const TestimonialsSliderConfig = defineBlock(
  'testimonials_slider',
  { fr: 'Carrousel de témoignages', en: 'Testimonial card slider' },
  [
    text('main_title', L.mainTitle),
    repeater('testimonials_repeater', { fr: 'Témoignages', en: 'Testimonials' }, [
      ...testimonialFields,
      color('bg_color_primary', L.bgPrimary),
      color('text_color', L.textColor),
    ]),
  ],
)
