// English texts of the marketing area.
export const marketing = {
} as const;
