/**
 * Blog grid and featured post layouts (spec 2 §9). Each item gets classes the stylesheet reads:
 * `--hide-md` hidden at medium and below, `--hide-xl` hidden at extra-large and below, `--large` large.
 */

/** Blog grid: 1 article at medium-down, 3 at extra-large-down, all above; the first large unless exactly 3 at a wide screen. */
export function gridItemClasses(count: number, i: number): string[] {
  const c: string[] = []
  if (i >= 1) c.push('hide-md')
  if (i >= 3) c.push('hide-xl')
  if (i === 0) c.push(count === 3 ? 'large-narrow' : 'large')
  return c
}

/** Featured post: regular (not first) posts limited to 2 at extra-large-down; fewer than 3 articles all large, else only the first. */
export function featuredItemClasses(count: number, i: number): string[] {
  const c: string[] = []
  if (i >= 3) c.push('hide-xl')
  if (count < 3 || i === 0) c.push('large')
  return c
}
