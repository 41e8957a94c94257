// English texts of the notFound area: the page for any unknown address (status 404).
export const notFound = {
  'notFound.title': 'Page not found — Rentals.in',
  'notFound.code': 'Error 404',
  'notFound.heading': 'We could not find that page',
  'notFound.text': 'The address may be mistyped, or the page may have moved. Try a search, or pick one of the pages below.',
  'notFound.search.heading': 'Search homes for rent',
  'notFound.search.label': 'City',
  'notFound.search.placeholder': 'e.g. Pune, Bengaluru, Mumbai',
  'notFound.search.submit': 'Search',
  'notFound.links.heading': 'Popular pages',
  'notFound.links.home': 'Go to the home page',
  'notFound.links.properties': 'Browse properties',
  'notFound.links.owners': 'List your property',
  'notFound.links.services': 'Our services',
  'notFound.links.brokers': 'Become a broker',
  'notFound.links.contact': 'Contact us',
} as const;
