// English texts of the operations area: the page the site server answers itself when it is too busy.
export const operations = {
  'operations.busy.title': 'Busy right now — Rentals.in',
  'operations.busy.code': 'Error 503',
  'operations.busy.heading': 'The site is very busy',
  'operations.busy.text': 'Too many people are visiting at this moment, so this page was not prepared. Please try again in a few seconds.',
} as const;
