// The search page's map of the homes on the page (view=map): a marker per home that links to it,
// and "Search this area", which reloads the search with the map's frame in the address (bounds=…).
import L from 'leaflet';
import type { MapPoint } from '../../lib/map/points.ts';
import { areaSearchHref, type Bounds } from '../../lib/search/mapArea.ts';
import { baseMapOptions, createBaseMap } from './baseMap.ts';

export async function mountResultsMap(element: HTMLElement): Promise<void> {
  const points = JSON.parse(element.dataset.points ?? '[]') as MapPoint[];
  const frame = JSON.parse(element.dataset.frame ?? 'null') as Bounds;
  const canvas = element.querySelector<HTMLElement>('[data-map-canvas]')!;
  const map = await createBaseMap(canvas, baseMapOptions(element));
  map.fitBounds([
    [frame.south, frame.west],
    [frame.north, frame.east],
  ]);
  for (const point of points) {
    const marker = L.circleMarker([point.lat, point.lng], {
      radius: 9,
      color: '#ffffff',
      weight: 2,
      fillColor: '#b91c1c',
      fillOpacity: 0.9,
    }).addTo(map);
    const popup = document.createElement('a');
    popup.href = point.href;
    popup.textContent = `${point.title} · ${point.price}`;
    marker.bindPopup(popup);
    marker.bindTooltip(point.price);
  }
  const button = element.querySelector<HTMLButtonElement>('[data-search-area]');
  if (button) {
    button.hidden = false;
    button.addEventListener('click', () => {
      const view = map.getBounds();
      window.location.assign(
        areaSearchHref(window.location.href, { south: view.getSouth(), west: view.getWest(), north: view.getNorth(), east: view.getEast() }),
      );
    });
  }
  element.querySelector('[data-map-status]')?.remove();
  element.dataset.mapReady = 'true';
}
