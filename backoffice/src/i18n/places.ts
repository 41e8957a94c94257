// Texts of the city and locality fields that take their values from the place catalogue.
export const placesMessages = {
  city_hint: 'Start typing and choose a city from the list.',
  locality_hint: 'Choose a locality of the city from the list.',
  choose_city_first: 'Choose a city first.',
  no_match: 'No place in the list matches.',
  loading: 'Loading the list…',
};
