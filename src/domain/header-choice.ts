/** What a page may ask for (Pages.header_choice): the site's header, or the site's header of one kind. */
export const headerChoices = ['site', 'header_classic', 'header_megamenu', 'header_out_of_norm'] as const
export type HeaderChoice = (typeof headerChoices)[number]

/**
 * The header a page shows. The site's header zone lists its headers: the first is the site's header,
 * the others are offered to pages. A page asking for a kind gets the first header of that kind, and
 * the site's header when there is none (or when it asks for nothing).
 */
export function pickHeader<T extends { block_type: string }>(blocks: readonly T[], choice?: string | null): T[] {
  const chosen = choice && choice !== 'site' ? blocks.find((b) => b.block_type === choice) : undefined
  const header = chosen ?? blocks[0]
  return header ? [header] : []
}
