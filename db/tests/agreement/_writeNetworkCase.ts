// Writes one random network as the superuser into an emptied programme: profiles and the sponsor
// tree, broker accounts with shadow balancing, shadow power, and one managed property per RVL
// payment, plus RVL that must never count (pending this month, paid in another month).
import type pg from 'pg';
import { LONG_AGO } from '../functions/_fixtures.ts';
import type { NetworkCase, Window } from './_networkCases.ts';

const WINDOWS: Record<Window, [string, string] | null> = {
  none: null,
  active: ['2026-09-01', '2026-12-31'],
  expired: ['2026-06-01', '2026-09-15'],
  future: ['2026-10-05', '2027-03-31'],
};

/** Returns the members' affiliate codes by index. */
export async function writeNetworkCase(
  pool: pg.Pool,
  c: NetworkCase,
  ctx: { users: readonly string[]; landlord: string; month: string },
): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const codes = await write(client, c, ctx);
    await client.query('commit');
    return codes;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

// Children before parents; the registrations point at each other, so the tree goes in one statement.
const EMPTY = [
  'managed_rental_commissions', 'managed_property_rvl_payments', 'managed_property_details', 'managed_properties',
  'managed_rental_applications', 'affiliate_metrics', 'affiliate_shadow_power', 'affiliate_registrations', 'affiliate_profiles',
  'broker_volumes', 'brokers',
];

async function write(pool: pg.ClientBase, c: NetworkCase, ctx: { users: readonly string[]; landlord: string; month: string }) {
  for (const table of EMPTY) await pool.query(`delete from public.${table}`);
  const codes = c.members.map((_, i) => `AFF${20001 + i}`);
  const brokerIds: Array<string | null> = [];
  for (const [i, m] of c.members.entries()) {
    const user = ctx.users[i] as string;
    // Members joined long before the month: a member takes part only in months that ended after they joined.
    await pool.query(`insert into public.affiliate_profiles (user_id, affiliate_id, full_name, status, created_at) values ($1, $2, $3, $4, $5)`,
      [user, codes[i], `Member ${i}`, i % 3 === 2 ? 'pending' : 'active', LONG_AGO]);
    await pool.query(`insert into public.affiliate_registrations (user_id, affiliate_id, sponsor_id) values ($1, $2, $3)`,
      [user, codes[i], m.sponsor === null ? null : codes[m.sponsor]]);
    if (m.shadowPower > 0) {
      await pool.query(`insert into public.affiliate_shadow_power (affiliate_id, shadow_power_amount, is_active) values ($1, $2, true)`,
        [codes[i], m.shadowPower]);
    }
    let brokerId: string | null = null;
    if (m.broker) {
      const window = WINDOWS[m.broker.window];
      const { rows } = await pool.query<{ id: string }>(
        `insert into public.brokers (user_id, name, activated, shadow_balancing_enabled, shadow_balancing_start_date, shadow_balancing_end_date, created_at)
         values ($1, $2, true, $3, $4, $5, $6) returning id`, [user, `Broker ${i}`, window !== null, window?.[0] ?? null, window?.[1] ?? null, LONG_AGO]);
      brokerId = rows[0]?.id ?? null;
    }
    brokerIds.push(brokerId);
  }
  const pay = async (rvl: number, opts: { details: string | null; application: string | null; broker: string | null },
    month = ctx.month, status = 'paid') => {
    const { rows: [app] } = await pool.query<{ id: string }>(
      `insert into public.managed_rental_applications
         (landlord_id, status, affiliate_id, submitted_by_broker_id, property_location, property_type, monthly_rent, rental_value_locked)
       values ($1, 'approved', $2, $3, 'Pune', 'Apartment', 40000, $4) returning id`, [ctx.landlord, opts.application, opts.broker, rvl]);
    const { rows: [managed] } = await pool.query<{ id: string }>(
      `insert into public.managed_properties (application_id, owner_id) values ($1, $2) returning id`, [app?.id, ctx.landlord]);
    const { rows: [details] } = await pool.query<{ id: string }>(
      `insert into public.managed_property_details (application_id, managed_property_id, property_name, monthly_rent, affiliate_id, rvl_amount)
       values ($1, $2, 'Flat', 40000, $3, $4) returning id`, [app?.id, managed?.id, opts.details, rvl]);
    await pool.query(`insert into public.managed_property_rvl_payments (managed_property_id, payment_month, rvl_amount, payment_status, payment_date)
       values ($1, $2, $3, $4, $2)`, [details?.id, month, rvl, status]);
  };
  for (const [i, m] of c.members.entries()) {
    const code = codes[i] as string;
    for (const p of m.payments) {
      if (p.via === 'details') await pay(p.amount, { details: code, application: null, broker: null });
      else if (p.via === 'application') await pay(p.amount, { details: null, application: code, broker: null });
      else if (p.via === 'broker') await pay(p.amount, { details: null, application: null, broker: brokerIds[i] ?? null });
      else await pay(p.amount, { details: code, application: codes[0] ?? null, broker: null });
    }
  }
  const first = codes[c.viewer] as string;
  await pay(123_456, { details: first, application: null, broker: null }, ctx.month, 'pending');
  await pay(654_321, { details: first, application: null, broker: null }, '2026-08-01');
  return codes;
}
