/** Spec 2 §9 "Header": submenu popups sit this far below their trigger; the mega menu's is 1000 wide. */
export const HEADER_POPUP = { megaGap: 54, defaultGap: 16, megaWidth: 1000, edge: 16 } as const

export type PopupInput = {
  triggerLeft: number
  triggerRight: number
  triggerBottom: number
  viewportWidth: number
  viewportHeight: number
}
export type PopupBox = { left: number; top: number; width: number; maxHeight: number }

/**
 * Where the mega menu's popup goes, in viewport pixels: 1000 wide (narrower when the window is, with
 * a 16 px margin each side), centred under its trigger but moved back inside the window, 54 below
 * the trigger, and no taller than the room left below it (it scrolls inside beyond that).
 */
export function megaPopupBox({
  triggerLeft,
  triggerRight,
  triggerBottom,
  viewportWidth,
  viewportHeight,
}: PopupInput): PopupBox {
  const { megaGap, megaWidth, edge } = HEADER_POPUP
  const width = Math.max(0, Math.min(megaWidth, viewportWidth - 2 * edge))
  const centred = (triggerLeft + triggerRight) / 2 - width / 2
  const left = Math.max(edge, Math.min(centred, viewportWidth - edge - width))
  const top = triggerBottom + megaGap
  return { left, top, width, maxHeight: Math.max(160, viewportHeight - top - edge) }
}
