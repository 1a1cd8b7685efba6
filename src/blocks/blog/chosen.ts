/** Article ids chosen in a relationship field (populated documents or bare ids). */
export const chosenIds = (list: Array<number | { id: number }> | null | undefined): number[] =>
  (list ?? []).map((a) => (typeof a === 'object' && a ? a.id : a)).filter((id): id is number => typeof id === 'number')
