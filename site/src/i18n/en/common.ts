// English texts shared by every page.
export const common = {
  'common.siteName': 'Rentals.in',
  'common.skipToContent': 'Skip to content',
} as const;
