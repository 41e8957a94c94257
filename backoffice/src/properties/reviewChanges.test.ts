import { describe, expect, it } from 'vitest';
import { reviewChangeList } from './reviewChanges.ts';

describe('reviewChangeList', () => {
  it('shows money in rupees, lists as text and a missing value as a dash', () => {
    expect(reviewChangeList({
      rent: { old: 28000, new: 1 },
      image_urls: { old: [], new: ['https://elsewhere.example/x.jpg'] },
      property_images: { old: null, new: 'https://elsewhere.example/y.jpg' },
    })).toEqual([
      { column: 'rent', from: '₹28,000', to: '₹1' },
      { column: 'image_urls', from: '—', to: 'https://elsewhere.example/x.jpg' },
      { column: 'property_images', from: '—', to: 'https://elsewhere.example/y.jpg' },
    ]);
  });

  it('shows a change of maintenance in rupees', () => {
    expect(reviewChangeList({ maintenance_charges: { old: 0, new: 3500 } })).toEqual([
      { column: 'maintenance_charges', from: '₹0', to: '₹3,500' },
    ]);
  });

  it('has nothing to show without changes', () => {
    expect(reviewChangeList(null)).toEqual([]);
  });
});
