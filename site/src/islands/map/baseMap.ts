// A Leaflet map with its basemap: the tile service of MAP_TILES_URL when the page names one, else
// the land drawn from Natural Earth's outline shipped with the site (world-atlas), which needs no
// network. Loaded only when a map is opened, with Leaflet and its styles.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { feature } from 'topojson-client';

export interface BaseMapOptions {
  /** The tile address template; empty for the offline basemap. */
  tiles: string;
  attribution: string;
  offlineAttribution: string;
}

/** The options a map container carries in its data attributes (data-tiles, data-attribution, data-offline-attribution). */
export function baseMapOptions(element: HTMLElement): BaseMapOptions {
  return {
    tiles: element.dataset.tiles ?? '',
    attribution: element.dataset.attribution ?? '',
    offlineAttribution: element.dataset.offlineAttribution ?? '',
  };
}

export async function createBaseMap(element: HTMLElement, options: BaseMapOptions): Promise<L.Map> {
  const map = L.map(element, { zoomSnap: 0.5, worldCopyJump: false });
  if (options.tiles) {
    L.tileLayer(options.tiles, { attribution: options.attribution, maxZoom: 19 }).addTo(map);
  } else {
    element.classList.add('map--offline');
    const land = (await import('world-atlas/land-110m.json')).default as unknown as Parameters<typeof feature>[0];
    L.geoJSON(feature(land, land.objects.land!), {
      interactive: false,
      style: { color: '#9ca3af', weight: 1, fillColor: '#f5f0e6', fillOpacity: 1 },
      attribution: options.offlineAttribution,
    }).addTo(map);
  }
  return map;
}
