// English texts of the search area.
export const search = {
} as const;
