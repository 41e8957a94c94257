import { beforeAll, describe, expect, it } from 'vitest';
import { anon, callAs, createAdmin, createUser, expectBusinessError, noUser, signedIn, useDatabase, type Actor } from './_support.ts';

const call = 'select public.schema_documentation() as doc';

describe('schema_documentation', () => {
  const fx = useDatabase();
  let admin: Actor;
  let adminAal1: Actor;
  let user: Actor;
  let doc: string;

  beforeAll(async () => {
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool));
    user = signedIn(await createUser(fx.pool, 'Ira User'), 'user');
    const [row] = await callAs<{ doc: string }>(fx.pool, admin, call);
    doc = row?.doc ?? '';
  });

  it('documents every table of the public schema from the catalog, with its comment and row-level security', async () => {
    const { rows } = await fx.pool.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')`);
    expect(rows.length, 'tables in the schema').toBeGreaterThan(20);
    for (const { relname } of rows) expect(doc, `section of ${relname}`).toContain(`### public.${relname}\n`);
    expect(doc, 'a table comment').toContain('Rental listings; listed = available and verified.');
    expect(doc, 'no table without row-level security').not.toContain('**disabled**');
  });

  it('lists columns with type, nullability and default, and policies with their roles and conditions', () => {
    expect(doc, 'a column').toMatch(/\| rejection_reason \| text \| yes \| {2}\|/);
    expect(doc, 'a default').toContain("| availability | public.property_availability | no | 'available'::public.property_availability |");
    expect(doc, 'a policy').toMatch(/\| properties_select_owner \| SELECT \| authenticated \| \(listed_by = \( SELECT auth\.uid\(\)/);
  });

  it('lists views and the API functions with their security mode', () => {
    expect(doc, 'a view').toContain('| public.admin_rvl_tracking |');
    expect(doc, 'a definer function').toMatch(/\| public\.reject_property\(_property_id uuid, _reason text\) \| public\.properties \| definer \|/);
    expect(doc, 'itself').toMatch(/\| public\.schema_documentation\(\) \| text \| invoker \|/);
  });

  it('refuses an admin without the second factor, a plain user, a token without a user and anon', async () => {
    await expectBusinessError(callAs(fx.pool, adminAal1, call), 'Only admins can read the schema documentation');
    await expectBusinessError(callAs(fx.pool, user, call), 'Only admins can read the schema documentation');
    await expectBusinessError(callAs(fx.pool, noUser, call), 'No authenticated user');
    await expect(callAs(fx.pool, anon, call), 'anon call').rejects.toMatchObject({ code: '42501' });
  });
});
