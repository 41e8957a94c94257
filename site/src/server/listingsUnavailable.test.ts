import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingsUnavailable } from './listingsUnavailable.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('listingsUnavailable', () => {
  it('says a failure once while it lasts, whichever page meets it, and a different failure apart', () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (let visit = 0; visit < 40; visit += 1) {
      listingsUnavailable('home', 'The listings service answered with an error.');
      listingsUnavailable('search', 'The listings service answered with an error.');
    }
    listingsUnavailable('detail: listing 7', 'invalid input syntax for type uuid');
    expect(said.mock.calls.map(([line]) => line)).toEqual([
      'home: listings unavailable: The listings service answered with an error.',
      'detail: listing 7: listings unavailable: invalid input syntax for type uuid',
    ]);
  });
});
