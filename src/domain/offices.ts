/** One office as the offices blocks show it (the spec's `succursales` core data). */
export type OfficeCardData = {
  id: number
  name: string
  street: string | null
  city: string | null
  postal_code: string | null
  coords: { lat: number; lng: number } | null
  phone: { display: string; intl: string } | null
  email: string | null
  photo: string | null
  members: number
}

/** Offices initially shown in the grid (spec 2 §9); show more reveals all. */
export const OFFICES_INITIALLY_SHOWN = 9
/** The offices map opens the active office's popup this long after it is ready (spec 2 §9). */
export const OFFICES_POPUP_DELAY_MS = 250

/**
 * The offices map's active office (spec 2 §4): the first list item at start; clicking or focusing
 * a list item, or opening a marker's popup, makes that office active. Hover is tracked apart.
 */
export type OfficesMapState = { active: number | null; hovered: number | null }

export type OfficesMapEvent =
  { type: 'select'; id: number } | { type: 'popup-open'; id: number } | { type: 'hover'; id: number | null }

export const initialOfficesMap = (offices: Array<{ id: number }>): OfficesMapState => ({
  active: offices[0]?.id ?? null,
  hovered: null,
})

export function officesMapReducer(state: OfficesMapState, e: OfficesMapEvent): OfficesMapState {
  switch (e.type) {
    case 'select':
    case 'popup-open':
      return state.active === e.id ? state : { ...state, active: e.id }
    case 'hover':
      return state.hovered === e.id ? state : { ...state, hovered: e.id }
  }
}

/** One line of an office's address. */
export const addressLine = (o: Pick<OfficeCardData, 'street' | 'city' | 'postal_code'>) =>
  [o.street, o.city, o.postal_code].filter(Boolean).join(', ')
