import { beforeAll, describe, expect, it } from 'vitest';
import { anon, callAs, createUser, noUser, signedIn, useDatabase, type Actor } from './_support.ts';

const call = 'select public.signed_in_person() as person';

describe('signed_in_person', () => {
  const fx = useDatabase();
  let tenant: Actor;
  let other: Actor;

  const person = async (actor: Actor) => (await callAs<{ person: Record<string, unknown> | null }>(fx.pool, actor, call))[0]!.person;

  /** The call as `sub` with a token naming session `sessionId`, without creating that session. */
  const withSession = async (sub: string, sessionId: string) => {
    const client = await fx.pool.connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub, role: 'authenticated', aal: 'aal1', session_id: sessionId }),
      ]);
      const { rows } = await client.query<{ person: unknown }>(call);
      return rows[0]!.person;
    } finally {
      await client.query('rollback');
      client.release();
    }
  };

  beforeAll(async () => {
    tenant = signedIn(await createUser(fx.pool, 'Ananya Sharma', ['tenant', 'broker']), 'tenant');
    other = signedIn(await createUser(fx.pool, 'Sana Stranger'), 'other');
    await fx.pool.query(`update public.profiles set preferred_language = 'hi' where user_id = $1`, [tenant.sub]);
  });

  describe('the signed-in person', () => {
    it('gets who they are, their roles, language and name, in one answer', async () => {
      const answer = await person(tenant);
      expect(answer).toMatchObject({ id: tenant.sub, roles: ['broker', 'tenant'], preferred_language: 'hi', full_name: 'Ananya Sharma' });
      expect(answer?.email, 'their email').toMatch(/^ananya\.sharma\./);
      expect(answer?.user_metadata, 'sign-up data').toMatchObject({ full_name: 'Ananya Sharma' });
      expect(Object.keys(answer ?? {}).sort(), 'nothing more').toEqual(['email', 'full_name', 'id', 'preferred_language', 'roles', 'unread_conversations', 'user_metadata']);
    });

    it('counts the conversations waiting for them to read, their own and no one else\'s', async () => {
      const owner = await createUser(fx.pool, 'Meera Owner');
      const [property] = (await fx.pool.query<{ id: string }>(
        `insert into public.properties (title, listed_by, availability, verified, city, rent, bedrooms)
         values ('2 BHK in Baner', $1, 'available', true, 'Pune', 28000, 2) returning id`, [owner])).rows;
      const [conversation] = await callAs<{ id: string }>(fx.pool, tenant, `insert into public.conversations (property_id) values ($1) returning id`, [property!.id]);
      const write = (sub: string, body: string) =>
        callAs(fx.pool, signedIn(sub), `insert into public.messages (conversation_id, body) values ($1, $2)`, [conversation!.id, body]);
      const unread = async (actor: Actor) => (await person(actor))?.unread_conversations;
      expect(await unread(tenant), 'nothing yet').toBe(0);
      await write(tenant.sub as string, 'Is it free from January?');
      expect(await unread(tenant), 'their own message waits for no one but the owner').toBe(0);
      expect(await unread(signedIn(owner, 'owner')), 'the owner has one to read').toBe(1);
      await write(owner, 'Yes, from 1 January.');
      expect(await unread(tenant), 'the answer waits for the tenant').toBe(1);
      expect(await unread(other), 'a stranger has none').toBe(0);
      await callAs(fx.pool, tenant, `select public.mark_conversation_read($1)`, [conversation!.id]);
      expect(await unread(tenant), 'read').toBe(0);
    });

    it('is no one once their session is signed out, or with a token naming another session', async () => {
      await callAs(fx.pool, other, call);
      await fx.pool.query(`delete from auth.sessions where id = $1`, [other.sub]);
      expect(await withSession(other.sub as string, other.sub as string), 'session deleted').toBeNull();
      expect(await withSession(tenant.sub as string, other.sub as string), 'another person’s session').toBeNull();
      expect(await withSession(tenant.sub as string, 'not-a-uuid'), 'a malformed session id').toBeNull();
    });

    it('is no one once their account is deleted', async () => {
      const gone = signedIn(await createUser(fx.pool, 'Gone Person'), 'gone');
      expect(await person(gone), 'before').not.toBeNull();
      await fx.pool.query(`update auth.users set deleted_at = now() where id = $1`, [gone.sub]);
      expect(await person(gone), 'after').toBeNull();
    });
  });

  describe('anon', () => {
    it('is no one, and a token without a user is no one', async () => {
      expect(await person(anon)).toBeNull();
      expect(await person(noUser)).toBeNull();
    });
  });
});
