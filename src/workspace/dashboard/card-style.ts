/** Payload's .card lays its children out in a row: a figure card reads top to bottom, all cards one height. */
export const figureCard = {
  padding: 16,
  flexDirection: 'column',
  justifyContent: 'flex-start',
  gap: 0,
  alignSelf: 'stretch',
} as const
