// A slice of the place catalogue (cities and their localities) for stories of fields that use it.
export const PLACE_LISTS = {
  cities: [{ id: 'bengaluru', name: 'Bengaluru' }, { id: 'mumbai', name: 'Mumbai' }, { id: 'pune', name: 'Pune' }],
  localities: [
    { id: 'l1', city_id: 'pune', name: 'Hinjewadi' },
    { id: 'l2', city_id: 'pune', name: 'Viman Nagar' },
    { id: 'l3', city_id: 'mumbai', name: 'Powai' },
    { id: 'l4', city_id: 'bengaluru', name: 'Koramangala' },
  ],
};
