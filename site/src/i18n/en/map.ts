// English texts of the maps: the search page's map of results and the listing page's locality map.
export const map = {
  'map.view.label': 'Show the results as',
  'map.view.list': 'List',
  'map.view.map': 'Map',
  'map.results.label': 'Map of the homes on this page',
  'map.results.loading': 'Loading the map…',
  'map.results.failed': 'The map could not load. The homes are listed below.',
  'map.results.searchArea': 'Search this area',
  'map.results.clearArea': 'Search everywhere again',
  'map.results.inArea': 'Only homes inside the map area you chose.',
  'map.locality.show': 'Show the locality on a map',
  'map.locality.label': 'Map of {place}',
  'map.locality.approximate': 'The circle shows the area; the exact address is shared by the owner.',
  'map.attribution.offline': 'Land: Natural Earth',
};
