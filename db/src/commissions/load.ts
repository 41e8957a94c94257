// Reads what one month's commission run needs: the sponsor tree of the members who had joined by
// the month's end (brokers who are not affiliates join it as roots), the shadow balancing windows
// and shadow power in effect then, and the month's paid RVL.
import type pg from 'pg';
import type { NetworkMember, RvlItem } from '@rentals/core/commission';

/** Who a network member is in the database, to write their rows back. */
export interface MemberIdentity {
  userId: string;
  affiliateId: string | null;
  brokerId: string | null;
}

export interface MonthInput {
  members: NetworkMember[];
  identities: Map<string, MemberIdentity>;
  items: RvlItem[];
  /** Paid RVL payments attributed to nobody (no affiliate and no submitting broker). */
  unattributed: number;
  /** Their RVL together: paid, but commission goes to nobody. */
  unattributedRvl: number;
  /** The day shadow balancing windows are judged on: today, or the month's last day for past months. */
  today: string;
}

/** Member id of a broker who is not also an affiliate: 'broker:<uuid>'. */
export const brokerMemberId = (brokerId: string): string => `broker:${brokerId}`;

export async function loadMonth(client: pg.ClientBase, month: string): Promise<MonthInput> {
  // The same day the affiliate simulator judges shadow balancing on (affiliate_network's month).
  const { rows: [day] } = await client.query<{ today: string }>(`select public.commission_as_of($1)::text as today`, [month]);
  // Members who had joined by the month's end, with the shadow power and balancing in effect then
  // (from their audit trails): a later change, or a later member, never alters a month already run.
  const { rows: affiliates } = await client.query<{ affiliate_id: string; sponsor_id: string | null; user_id: string; power: string }>(
    `select p.affiliate_id, r.sponsor_id, p.user_id, private.shadow_power_as_of(p.affiliate_id, private.month_end_instant($1)) as power
       from public.affiliate_profiles p
       left join public.affiliate_registrations r on r.affiliate_id = p.affiliate_id
      where p.created_at < private.month_end_instant($1)`,
    [month],
  );
  const { rows: brokers } = await client.query<{ id: string; user_id: string; start: string | null; end: string | null }>(
    `select b.id, b.user_id, w.start_date::text as start, w.end_date::text as end
       from public.brokers b, private.shadow_balancing_as_of(b.id, private.month_end_instant($1)) w
      where b.created_at < private.month_end_instant($1)`,
    [month],
  );
  const { rows: payments } = await client.query<{ id: string; amount: string; affiliate_id: string | null; broker_id: string | null }>(
    `select p.id, p.rvl_amount as amount, coalesce(d.affiliate_id, a.affiliate_id) as affiliate_id,
            a.submitted_by_broker_id as broker_id
       from public.managed_property_rvl_payments p
       join public.managed_property_details d on d.id = p.managed_property_id
       join public.managed_rental_applications a on a.id = d.application_id
      where p.payment_month = $1 and p.payment_status = 'paid'
      order by p.id`,
    [month],
  );

  const members = new Map<string, NetworkMember>();
  const identities = new Map<string, MemberIdentity>();
  const affiliateOfUser = new Map<string, string>();
  for (const a of affiliates) {
    members.set(a.affiliate_id, { id: a.affiliate_id, sponsorId: a.sponsor_id, personalRvl: 0, shadowPower: Number(a.power) });
    identities.set(a.affiliate_id, { userId: a.user_id, affiliateId: a.affiliate_id, brokerId: null });
    affiliateOfUser.set(a.user_id, a.affiliate_id);
  }
  // A sponsor who joined after the month is not in it: their recruit heads a tree of their own.
  for (const member of members.values()) {
    if (member.sponsorId && !members.has(member.sponsorId)) member.sponsorId = null;
  }
  const memberOfBroker = new Map<string, string>();
  for (const b of brokers) {
    // A broker who is also an affiliate sits in the tree as that affiliate.
    const id = affiliateOfUser.get(b.user_id) ?? brokerMemberId(b.id);
    const member = members.get(id) ?? { id, sponsorId: null, personalRvl: 0 };
    member.shadowBalancing = b.start && b.end ? { start: b.start, end: b.end } : null;
    members.set(id, member);
    identities.set(id, { userId: b.user_id, affiliateId: identities.get(id)?.affiliateId ?? null, brokerId: b.id });
    memberOfBroker.set(b.id, id);
  }

  const items: RvlItem[] = [];
  let unattributed = 0;
  let unattributedPaise = 0;
  for (const p of payments) {
    // COMPENSATION.md: the affiliate on the managed property, else the submitting broker.
    const memberId = (p.affiliate_id && members.has(p.affiliate_id) ? p.affiliate_id : null)
      ?? (p.broker_id ? memberOfBroker.get(p.broker_id) : undefined);
    const member = memberId ? members.get(memberId) : undefined;
    const amount = Number(p.amount);
    if (!member) {
      unattributed += 1;
      unattributedPaise += Math.round(amount * 100);
      continue;
    }
    member.personalRvl += amount;
    items.push({ memberId: member.id, amount, sourceId: p.id });
  }
  return { members: [...members.values()], identities, items, unattributed, unattributedRvl: unattributedPaise / 100, today: (day as { today: string }).today };
}
