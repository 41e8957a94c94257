// What the search page's map draws for each home of the page: its point, its title, its rent a
// month (the total with maintenance when there is any, as the cards show) and its address. Homes
// without a point are left off (every listed home has one; an old row may not).
import { formatRupees } from '@rentals/core/money';
import { localHref, type Lang } from '../../i18n/lang.ts';
import type { ListedProperty } from '../listings.ts';
import type { Bounds } from '../search/mapArea.ts';

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  title: string;
  price: string;
  href: string;
}

type Placed = Pick<ListedProperty, 'id' | 'title' | 'rent' | 'total_monthly_cost' | 'latitude' | 'longitude'>;

/** The homes of a page as map points: mapPoints(rows, 'hi') → [{ id, lat, lng, title, price: '₹25,000', href: '/hi/property/…' }]. */
export function mapPoints(rows: readonly Placed[], lang: Lang): MapPoint[] {
  const points: MapPoint[] = [];
  for (const row of rows) {
    const lat = Number(row.latitude);
    const lng = Number(row.longitude);
    if (row.latitude == null || row.longitude == null || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    points.push({
      id: row.id,
      lat,
      lng,
      title: row.title,
      price: formatRupees(row.total_monthly_cost ?? row.rent),
      href: localHref(lang, `/property/${row.id}`),
    });
  }
  return points;
}

/** The frame a map opens on: the chosen area, else around the homes, else India. */
export function initialFrame(bounds: Bounds | null, points: readonly Pick<MapPoint, 'lat' | 'lng'>[]): Bounds {
  if (bounds) return bounds;
  if (points.length === 0) return INDIA;
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  // A margin of about a kilometre, so one home does not fill the map and markers are not on its edge.
  const margin = 0.01;
  return {
    south: Math.min(...lats) - margin,
    west: Math.min(...lngs) - margin,
    north: Math.max(...lats) + margin,
    east: Math.max(...lngs) + margin,
  };
}

/** Mainland India with a little sea around it. */
export const INDIA: Bounds = { south: 6.5, west: 68, north: 35.7, east: 97.5 };
