// The seed's large-team option: its shape, and a team written below a member that the team
// functions then serve (one level, a search, 10 levels deep).
import { describe, expect, it } from 'vitest';
import { insertTeam, teamShape } from '../../seed/team.ts';
import { createAffiliate } from '../functions/_fixtures.ts';
import { callAs, signedIn, useDatabase } from '../functions/_support.ts';

describe('the large-team seed option', () => {
  const fx = useDatabase();

  it('is shaped as a large team: 40 direct recruits, one with 1,500, a line past 10 levels, sponsors before recruits', () => {
    const sponsors = teamShape(10_000);
    expect(sponsors).toHaveLength(10_000);
    expect(sponsors.filter((s) => s === -1), 'direct recruits').toHaveLength(40);
    expect(sponsors.filter((s) => s === 1), "the wide member's recruits").toHaveLength(1_500);
    sponsors.forEach((s, i) => expect(s, `sponsor of ${i}`).toBeLessThan(i));
    const depth = (i: number): number => (sponsors[i] === -1 ? 1 : 1 + depth(sponsors[i] as number));
    expect(Math.max(...sponsors.map((_, i) => depth(i))), 'deepest level').toBeGreaterThanOrEqual(12);
  });

  it('writes the team below the member so that the team functions serve it', async () => {
    const user = await createAffiliate(fx.pool, 'AFF10001', null);
    const { rows: [who] } = await fx.pool.query<{ email: string }>('select email from auth.users where id = $1', [user]);
    const client = await fx.pool.connect();
    try {
      await client.query('begin');
      await insertTeam(client, { seed: 'team-test', today: '2026-11-24', size: 2_000, rootEmail: who?.email as string });
      await client.query('commit');
    } finally {
      client.release();
    }
    const month = '2026-11-01';
    const level1 = await callAs(fx.pool, signedIn(user), 'select * from public.affiliate_team($1)', [month]);
    expect(level1, 'level 1').toHaveLength(40);
    expect(level1.find((m) => m.recruits === 1_500), 'the wide member').toBeDefined();
    // The line starts below the first direct recruit: its 9th member is at level 10, the 10th below the tree.
    const codeOf = async (n: number) => (await fx.pool.query<{ affiliate_id: string }>(
      `select affiliate_id from public.affiliate_profiles where email = $1`, [`team.${n}@users.demo.rentals.in`])).rows[0]?.affiliate_id;
    const search = async (code: string | undefined) =>
      (await callAs(fx.pool, signedIn(user), 'select * from public.affiliate_team($1, null, $2)', [month, code])).map((m) => [m.affiliate_id, m.depth]);
    const tenth = await codeOf(1549);
    expect(await search(tenth), 'the line, 10 levels down').toEqual([[tenth, 10]]);
    expect(await search(await codeOf(1550)), 'level 11').toEqual([]);
    const { rows: [codes] } = await fx.pool.query<{ n: number }>(`select count(distinct affiliate_id)::int as n from public.affiliate_profiles`);
    expect(codes?.n, 'codes').toBe(2_001);
  });
});
