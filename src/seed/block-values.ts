import type { HeroContent2Block } from '@/payload-types'
import { L } from './localize'
import { both } from './links'

/** A block's image field: a media id and its focal point (percent). */
export const image = (id: number | undefined, x = 50, y = 50) => ({ media: id, center: { x, y } })

type Params = NonNullable<HeroContent2Block['block_params']>
/** A block's block_params: its colour scheme, and its orientation where it has one. */
export const params = (
  color_scheme: NonNullable<Params['color_scheme']> = 'normal',
  orientation_x?: NonNullable<Params['orientation_x']>,
) => ({
  color_scheme,
  ...(orientation_x ? { orientation_x } : {}),
})

/** One figure of a statistics block: the figure, the words above it and below it, in French and English. */
export const stat = (fig: string, fr: [string, string], en: [string, string]) => ({
  main_title: both(fig, fig),
  super_title: L(fr[0], en[0]),
  description: L(fr[1], en[1]),
})
