import type { Field } from 'payload'
import { colourField } from '@/fields/colour-field'
import { iconField } from '@/fields/icon'
import { linkField } from '@/fields/link'
import { imageField, mediaField } from '@/fields/media'
import { localizedRichText, localizedText, localizedTextarea } from '@/fields/text'

/** Fields shared by the content and media blocks (spec 2 §3), each labelled in French and English. */
type Labels = { fr: string; en: string }
const labelled = <F extends Field>(f: F, label: Labels): F => ({ ...f, label })

export const text = (name: string, label: Labels, required = false) => labelled(localizedText(name, required), label)
export const textarea = (name: string, label: Labels) => labelled(localizedTextarea(name), label)
export const richText = (name: string, label: Labels) => labelled(localizedRichText(name), label)
export const image = (name: string, label: Labels) => labelled(imageField(name), label)
export const media = (name: string, label: Labels) => labelled(mediaField(name), label)
export const icon = (name: string, label: Labels) => labelled(iconField(name), label)
export const link = (name: string, label: Labels) => labelled(linkField({ name }), label)
export const color = (name: string, label: Labels): Field => colourField(name, { label })

export const repeater = (name: string, label: Labels, fields: Field[], extra: Partial<Field> = {}): Field =>
  ({ name, type: 'array', label, labels: { singular: label, plural: label }, fields, ...extra }) as Field

export const L = {
  mainTitle: { fr: 'Titre principal', en: 'Main title' },
  superTitle: { fr: 'Surtitre', en: 'Super title' },
  subTitle: { fr: 'Sous-titre', en: 'Sub-title' },
  description: { fr: 'Description', en: 'Description' },
  image: { fr: 'Image', en: 'Image' },
  media: { fr: 'Média', en: 'Media' },
  icon: { fr: 'Icône', en: 'Icon' },
  cta: { fr: 'Appel à l’action', en: 'Call to action' },
  link: { fr: 'Lien', en: 'Link' },
  bgPrimary: { fr: 'Couleur de fond principale', en: 'Primary background colour' },
  bgSecondary: { fr: 'Couleur de fond secondaire', en: 'Secondary background colour' },
  textColor: { fr: 'Couleur du texte', en: 'Text colour' },
} satisfies Record<string, Labels>

/** A testimonial row (author variant): author_avatar, author_name, author_subtitle, description. */
export const testimonialFields: Field[] = [
  image('author_avatar', { fr: 'Photo de l’auteur', en: 'Author avatar' }),
  text('author_name', { fr: 'Nom de l’auteur', en: 'Author name' }, true),
  text('author_subtitle', { fr: 'Sous-titre de l’auteur', en: 'Author subtitle' }),
  textarea('description', { fr: 'Témoignage', en: 'Testimony' }),
]
