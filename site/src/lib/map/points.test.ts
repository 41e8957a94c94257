import { describe, expect, it } from 'vitest';
import { INDIA, initialFrame, mapPoints } from './points.ts';

const row = {
  id: 'a1',
  title: '2 BHK in Baner',
  rent: 25000,
  total_monthly_cost: 27500,
  latitude: '18.559',
  longitude: 73.7868,
};

describe('mapPoints', () => {
  it('gives each placed home its point, the total a month and its page in the reader’s language', () => {
    expect(mapPoints([row], 'hi')).toEqual([
      { id: 'a1', lat: 18.559, lng: 73.7868, title: '2 BHK in Baner', price: '₹27,500', href: '/hi/property/a1' },
    ]);
  });

  it('shows the rent when the total is not known, and leaves out homes without a point', () => {
    const points = mapPoints([{ ...row, total_monthly_cost: undefined }, { ...row, id: 'b2', latitude: null }], 'en');
    expect(points.map((point) => [point.id, point.price, point.href])).toEqual([['a1', '₹25,000', '/property/a1']]);
  });
});

describe('initialFrame', () => {
  it('opens on the chosen area', () => {
    const area = { south: 18.5, west: 73.7, north: 18.6, east: 73.9 };
    expect(initialFrame(area, [{ lat: 19, lng: 72.8 }])).toEqual(area);
  });

  it('opens around the homes with a margin, or on India when there are none', () => {
    const frame = initialFrame(null, [
      { lat: 18.5, lng: 73.8 },
      { lat: 18.6, lng: 73.9 },
    ]);
    expect(frame.south).toBeCloseTo(18.49);
    expect(frame.east).toBeCloseTo(73.91);
    expect(initialFrame(null, [])).toEqual(INDIA);
  });
});
