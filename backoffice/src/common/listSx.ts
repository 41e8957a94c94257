/**
 * A list whose table scrolls sideways inside its card on a narrow screen (390 px), so every column,
 * the actions included, stays reachable instead of spilling past the card's edge.
 */
export const SCROLLING_LIST_SX = { '& .RaList-content': { overflowX: 'auto' } } as const;
