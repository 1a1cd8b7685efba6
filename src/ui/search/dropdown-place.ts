type Box = { top: number; bottom: number; left: number; width: number; height: number }
export type Placement = { top: number; left: number; room: number }

const GAP = 8
const MARGIN = 12

/**
 * Where a dropdown panel goes in the viewport (fixed coordinates): under its trigger, or above it
 * when there is more room above; kept inside the viewport sideways. `room` is the height available
 * on the chosen side (the panel's max-height).
 */
export function placeBelowOrAbove(
  trigger: Box,
  panel: Pick<Box, 'width' | 'height'>,
  viewport: { width: number; height: number },
): Placement {
  const below = viewport.height - trigger.bottom - GAP - MARGIN
  const above = trigger.top - GAP - MARGIN
  const down = panel.height <= below || below >= above
  const room = Math.max(0, Math.floor(down ? below : above))
  const height = Math.min(panel.height, room)
  const top = down ? trigger.bottom + GAP : trigger.top - GAP - height
  const left = Math.max(MARGIN, Math.min(trigger.left, viewport.width - panel.width - MARGIN))
  return { top: Math.round(top), left: Math.round(left), room }
}
