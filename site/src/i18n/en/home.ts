// English texts of the home area.
export const home = {
} as const;
