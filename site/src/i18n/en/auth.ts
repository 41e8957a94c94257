// English texts of the auth area.
export const auth = {
} as const;
