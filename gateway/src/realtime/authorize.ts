// Private channels are authorised as Supabase's Realtime does it: probe rows of the topic are
// written to realtime.messages by the owner, then read as the person (read) and written as them
// (write), the whole transaction rolled back. Policies on realtime.messages decide both.
import crypto from 'node:crypto';
import type pg from 'pg';
import type { ChannelIdentity } from './tokens.ts';

export interface TopicRights {
  read: boolean;
  write: boolean;
}

const AS_PERSON = `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
  set_config('request.jwt.claims', $3, true), set_config('request.jwt.claim.sub', $4, true),
  set_config('request.jwt.claim.role', $1, true)`;

/** What the person may do on a private topic (service_role: everything, as it bypasses policies). */
export async function topicRights(adminPool: pg.Pool, topic: string, identity: ChannelIdentity): Promise<TopicRights> {
  if (identity.role === 'service_role') return { read: true, write: true };
  if (identity.role !== 'authenticated' && identity.role !== 'anon') return { read: false, write: false };
  const client = await adminPool.connect();
  try {
    await client.query('begin');
    const probe = crypto.randomUUID();
    await client.query(`insert into realtime.messages (id, topic, extension, private) values ($1, $2, 'broadcast', true)`, [probe, topic]);
    const sub = typeof identity.claims.sub === 'string' ? identity.claims.sub : '';
    await client.query(AS_PERSON, [identity.role, topic, JSON.stringify(identity.claims), sub]);
    const read = (await client.query(`select 1 from realtime.messages where id = $1`, [probe])).rowCount === 1;
    await client.query('savepoint write_probe');
    const write = await client
      .query(`insert into realtime.messages (topic, extension, private) values ($1, 'broadcast', true)`, [topic])
      .then(() => true, async (error: { code?: string }) => {
        // 42501: the policies refuse the row; anything else is a real failure.
        if (error.code !== '42501') throw error;
        await client.query('rollback to savepoint write_probe');
        return false;
      });
    return { read, write };
  } finally {
    await client.query('rollback').catch(() => {});
    client.release();
  }
}
