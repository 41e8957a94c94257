// English texts of the contact area.
export const contact = {
} as const;
