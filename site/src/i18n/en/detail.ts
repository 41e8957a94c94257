// English texts of the detail area.
export const detail = {
} as const;
