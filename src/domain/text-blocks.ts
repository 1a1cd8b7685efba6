/** Text blocks (spec 2 "Text blocks"): the editor's variant and the spec's enumerations with their defaults. */
export const TEXT_BLOCK_VARIANTS = ['type_1', 'type_2', 'double_image', 'rows'] as const
export type TextBlockVariant = (typeof TEXT_BLOCK_VARIANTS)[number]

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const
export type TextAlign = (typeof TEXT_ALIGNS)[number]

/** Blocks stored before the variant existed were aligned text: type 2. */
export const DEFAULT_TEXT_BLOCK_VARIANT: TextBlockVariant = 'type_2'
/** Spec 2 §5: text_align is left, center or right (default center). */
export const DEFAULT_TEXT_ALIGN: TextAlign = 'center'

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : fallback

export const textBlockVariant = (value: unknown) => oneOf(TEXT_BLOCK_VARIANTS, value, DEFAULT_TEXT_BLOCK_VARIANT)
export const textAlign = (value: unknown) => oneOf(TEXT_ALIGNS, value, DEFAULT_TEXT_ALIGN)

/** Spec 2 §5: the double image sits left or right of the text; anything else is right. */
export const doubleImageSide = (orientationX: unknown): 'left' | 'right' => (orientationX === 'left' ? 'left' : 'right')

/** A row of text_img_multiple_repeater: text beside an image alternates sides; text alone or an image alone spans the row. */
export function rowLayout(
  hasText: boolean,
  hasImage: boolean,
  index: number,
): 'text' | 'image' | 'image-left' | 'image-right' | 'empty' {
  if (hasText && hasImage) return index % 2 === 0 ? 'image-left' : 'image-right'
  if (hasText) return 'text'
  return hasImage ? 'image' : 'empty'
}
