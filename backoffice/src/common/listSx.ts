/**
 * A list whose table scrolls sideways inside its card on a narrow screen (390 px), so every column,
 * the actions included, stays reachable instead of spilling past the card's edge. react-admin lays
 * the list out in a row flexbox, whose main column would otherwise grow to the table's width.
 *
 * The card then clips what lies above it, where react-admin floats the bar of a selection's bulk
 * actions (lifted 48 px over the list's own toolbar, which would take its clicks): here the bar
 * takes its place above the table instead, while rows are selected. A row's buttons keep their
 * label on one line: the row stays one line high and the table scrolls instead.
 */
export const SCROLLING_LIST_SX = {
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
  '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': { position: 'relative', transform: 'none' },
  '& td .MuiButton-root': { whiteSpace: 'nowrap' },
} as const;
