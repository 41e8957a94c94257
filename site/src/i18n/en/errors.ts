// English texts of the errors area: pages the site server answers itself, before any page renders.
export const errors = {
  'errors.home': 'Go to the home page',
  'errors.tooLarge.title': 'Too much to send — Rentals.in',
  'errors.tooLarge.code': 'Error 413',
  'errors.tooLarge.heading': 'What you sent is too large',
  'errors.tooLarge.text':
    'The form carried more than this page accepts, so nothing was saved. Go back, shorten what you wrote or choose a smaller file, and send it again.',
  'errors.badRequest.title': 'Address not understood — Rentals.in',
  'errors.badRequest.code': 'Error 400',
  'errors.badRequest.heading': 'We could not read that address',
  'errors.badRequest.text':
    'The address contains characters the site cannot use. Check the link, or start again from the home page.',
} as const;
