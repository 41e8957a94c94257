import { describe, expect, it } from 'vitest';
import { routeOf } from './baselineRoutes.ts';

const id = '00000000-0000-4000-8000-000000000001';

describe('the baseline server’s routes', () => {
  it('names each workload’s call', () => {
    expect(routeOf('GET', `/properties/${id}`)).toEqual({ kind: 'read', id });
    expect(routeOf('GET', `/properties/${id}/images`)).toEqual({ kind: 'embed', id });
    expect(routeOf('GET', '/properties')).toEqual({ kind: 'search' });
    expect(routeOf('GET', '/search-page')).toEqual({ kind: 'searchPage' });
    expect(routeOf('POST', '/property_images')).toEqual({ kind: 'insert' });
  });

  it('refuses anything else, an id that is not a UUID among them', () => {
    expect(routeOf('GET', '/properties/42')).toBeNull();
    expect(routeOf('GET', `/properties/${id}/videos`)).toBeNull();
    expect(routeOf('GET', `/properties/${id}/images/1`)).toBeNull();
    expect(routeOf('DELETE', `/properties/${id}`)).toBeNull();
    expect(routeOf('POST', '/properties')).toBeNull();
    expect(routeOf('GET', '/')).toBeNull();
  });
});
