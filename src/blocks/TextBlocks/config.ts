import type { Field } from 'payload'
import { ctaRepeater } from '../defineBlock'
import { defineBlock } from '../defineBlock'
import { image, L, link, repeater, richText, text } from '../catalogue-fields'
import {
  DEFAULT_TEXT_ALIGN,
  DEFAULT_TEXT_BLOCK_VARIANT,
  TEXT_ALIGNS,
  TEXT_BLOCK_VARIANTS,
  type TextBlockVariant,
} from '@/domain/text-blocks'

const variantLabels: Record<TextBlockVariant, [string, string]> = {
  type_1: ['Type 1 : titre, appel à l’action et description', 'Type 1: title, call to action and description'],
  type_2: ['Type 2 : texte aligné (gauche, centre ou droite)', 'Type 2: aligned text (left, centre or right)'],
  double_image: ['Image double à côté du texte', 'Double image beside the text'],
  rows: ['Rangées de texte ou d’images', 'Rows of text or images'],
}

/** Show a field only for some variants (a block saved before the variant existed reads as type 2). */
const only = (...variants: TextBlockVariant[]) => ({
  condition: (_: unknown, s: { variant?: string } | undefined) =>
    variants.includes((s?.variant ?? DEFAULT_TEXT_BLOCK_VARIANT) as TextBlockVariant),
})
const when = (f: Field, ...variants: TextBlockVariant[]): Field =>
  ({ ...f, admin: { ...('admin' in f ? f.admin : {}), ...only(...variants) } }) as Field

/**
 * Text blocks (spec 2 "Text blocks": main_title, cta, description, cta_repeater, super_title, media_repeater,
 * text_align, orientation_x, text_img_multiple_repeater). The editor picks a variant; orientation_x is the
 * block's display setting (block_params), read by the double image (left or right).
 */
export const TextBlocksConfig = defineBlock('text_blocks', { fr: 'Bloc de texte', en: 'Text block' }, [
  {
    name: 'variant',
    type: 'select',
    defaultValue: DEFAULT_TEXT_BLOCK_VARIANT,
    label: { fr: 'Type de bloc de texte', en: 'Text block type' },
    admin: {
      description: {
        fr: 'Image double : choisissez le côté des images avec « Alignement » (gauche ou droite) dans les réglages d’affichage.',
        en: 'Double image: pick the side of the images with “Alignment” (left or right) in the display settings.',
      },
    },
    options: TEXT_BLOCK_VARIANTS.map((v) => ({
      value: v,
      label: { fr: variantLabels[v][0], en: variantLabels[v][1] },
    })),
  },
  text('super_title', L.superTitle),
  text('main_title', L.mainTitle),
  richText('description', L.description),
  when(link('cta', L.cta), 'type_1', 'type_2'),
  when(ctaRepeater(), 'type_2', 'double_image', 'rows'),
  when(
    { name: 'text_align', type: 'select', defaultValue: DEFAULT_TEXT_ALIGN, options: [...TEXT_ALIGNS] },
    'type_2',
    'rows',
  ),
  when(
    repeater('media_repeater', { fr: 'Images', en: 'Images' }, [image('image', L.image)], { maxRows: 2 }),
    'double_image',
  ),
  when(
    repeater('text_img_multiple_repeater', { fr: 'Rangées', en: 'Rows' }, [
      text('main_title', L.mainTitle),
      richText('description', L.description),
      image('image', L.image),
      link('cta', L.cta),
    ]),
    'rows',
  ),
])
