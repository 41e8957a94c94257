// English texts of the notFound area.
export const notFound = {
} as const;
