import type { CircleMarker, LeafletEvent } from 'leaflet'

/** The circle marker a marker's event handler is on (Leaflet types an event's `target` as any). */
export const markerOf = (e: LeafletEvent) => e.target as CircleMarker
