import { describe, expect, it } from 'vitest';
import { useDatabase } from './_support.ts';

// The functions that answer a whole page build json, not jsonb: their answer is only sent out as
// text, and jsonb made PostgreSQL convert every value to its binary form and back to text
// (db/migrations/…_build_the_page_functions_answers_as_json.sql). Each keeps who may call it.
const PAGE_FUNCTIONS = [
  { fn: 'public.home_listings(integer, integer, numeric)', callers: ['anon', 'authenticated'] },
  { fn: 'public.listing_page(uuid, integer)', callers: ['anon', 'authenticated'] },
  { fn: 'public.signed_in_person()', callers: ['anon', 'authenticated'] },
  { fn: 'public.user_saved()', callers: ['authenticated'] },
  { fn: 'public.tenant_overview(date)', callers: ['authenticated'] },
  { fn: 'public.tenant_tenancy(date, boolean)', callers: ['authenticated'] },
  { fn: 'public.tenant_activity()', callers: ['authenticated'] },
];

describe('the page functions', () => {
  const fx = useDatabase();

  it.each(PAGE_FUNCTIONS)('$fn answers json, callable by its callers only', async ({ fn, callers }) => {
    const { rows } = await fx.pool.query<{ returns: string; anon: boolean; authenticated: boolean; everyone: boolean }>(
      `select p.prorettype::regtype::text as returns,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
              exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0) as everyone
         from pg_proc p where p.oid = $1::regprocedure`,
      [fn],
    );
    expect(rows[0]).toEqual({ returns: 'json', anon: callers.includes('anon'), authenticated: true, everyone: false });
  });
});
