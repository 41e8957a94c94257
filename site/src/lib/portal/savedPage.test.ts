// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientAnswering } from '../../testing/answeringClient.ts';
import { loadSavedPage } from './savedPage.ts';

const entry = { property_id: 'p1', at: '2026-12-01T10:00:00+00:00', property: null };
const search = { id: 's1', name: '2 BHK in Baner', filters: { city: 'Pune', bhk: '2' }, alerts: 'daily', created_at: '2026-11-20T10:00:00+00:00' };

describe('loadSavedPage', () => {
  it('reads the shortlist and the saved searches in one GET of user_saved', async () => {
    const { client, seen } = clientAnswering(() => Response.json({ shortlist: [entry], searches: [search] }));
    expect(await loadSavedPage(client)).toEqual({ shortlist: { status: 'ok', data: [entry] }, searches: { status: 'ok', data: [search] } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('GET');
    expect(new URL(seen[0]!.url).pathname).toBe('/rest/v1/rpc/user_saved');
  });

  it("shows each list's own error when the API refuses or cannot be reached", async () => {
    const failed = { shortlist: { status: 'error', message: 'portal.error.fetchProperties' }, searches: { status: 'error', message: 'savedSearches.loadFailed' } };
    const refused = clientAnswering(() => Response.json({ code: 'PGRST000', message: 'Database client error', details: null, hint: null }, { status: 503 }));
    expect(await loadSavedPage(refused.client)).toEqual(failed);
    const unreachable = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    expect(await loadSavedPage(unreachable.client)).toEqual(failed);
  });
});
