/**
 * Fields stored under a shorter name than the contract's (PostgreSQL's 63-character aliases); an
 * array's rows may rename their own fields too: [contract name, names inside each row]. Read by
 * src/data/to-block.ts at run time and by the block prop types (src/blocks/types.ts) at compile time.
 */
export const contractNames = {
  contact_infos: { items: 'contact_infos_repeater' },
  contact_form: { items: 'contact_infos_repeater' },
  featured_properties: { items: ['properties_repeater', { tags: 'tags_repeater', list: 'list_items_repeater' }] },
  team_members_carousel: { members: ['members_repeater', { list: 'list_items_repeater' }] },
  members_search: {
    members: [
      'card_members_repeater',
      { list: 'list_items_repeater', socials: 'social_items_repeater', programs: 'program_items_repeater' },
    ],
  },
  partners: { partners_repeater: ['partners_repeater', { list: 'list_items_repeater' }] },
  bank_partners: { banks: ['banks_repeater', { employees: ['employees_repeater', { list: 'list_items_repeater' }] }] },
  coordinates_map: { list: 'list_items_repeater', markers: 'map_markers_repeater' },
  full_width_map: { markers: 'map_markers_repeater' },
  members_carousel: { members: ['members_repeater', { ctas: 'cta_repeater' }] },
} as const

export type ContractNames = typeof contractNames
