// The listing page's map: the locality around the listing's point, drawn as an area (the point is
// the locality's, moved a little, unless its owner placed it), never as an exact pin.
import L from 'leaflet';
import { baseMapOptions, createBaseMap } from './baseMap.ts';

/** About the spread of the points of one locality (0.005° each way). */
const AREA_METRES = 700;

export async function mountLocalityMap(element: HTMLElement): Promise<void> {
  const lat = Number(element.dataset.lat);
  const lng = Number(element.dataset.lng);
  const canvas = element.querySelector<HTMLElement>('[data-map-canvas]')!;
  canvas.hidden = false;
  const map = await createBaseMap(canvas, baseMapOptions(element));
  map.setView([lat, lng], 14);
  L.circle([lat, lng], { radius: AREA_METRES, color: '#b91c1c', weight: 2, fillOpacity: 0.15 }).addTo(map);
  element.dataset.mapReady = 'true';
}
