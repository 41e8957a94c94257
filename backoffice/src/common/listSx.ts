/**
 * A list whose table scrolls sideways inside its card on a narrow screen (390 px), so every column,
 * the actions included, stays reachable instead of spilling past the card's edge. react-admin lays
 * the list out in a row flexbox, whose main column would otherwise grow to the table's width.
 */
export const SCROLLING_LIST_SX = {
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
} as const;
