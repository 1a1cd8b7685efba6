import { defineBlock } from '../defineBlock'
import { L, repeater, testimonialFields, text } from '../catalogue-fields'

/** Testimonials (spec 2 §3 "Testimonial"): first 3 shown, show more; long quotes collapse with read more / read less. */
export const TestimonialsConfig = defineBlock('testimonials', { fr: 'Témoignages', en: 'Testimonials' }, [
  text('main_title', L.mainTitle),
  repeater('testimonials_repeater', { fr: 'Témoignages', en: 'Testimonials' }, testimonialFields),
])
