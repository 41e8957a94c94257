import type pg from 'pg';

/** Deletes a factor; sessions it raised to aal2 drop back to aal1 and lose their totp amr claim. */
export async function deleteFactor(client: pg.ClientBase, factorId: string): Promise<void> {
  const { rows } = await client.query<{ id: string }>(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1 returning id`,
    [factorId],
  );
  await client.query(`delete from auth.mfa_amr_claims where session_id = any($1) and authentication_method = 'totp'`, [
    rows.map((row) => row.id),
  ]);
  await client.query('delete from auth.mfa_factors where id = $1', [factorId]);
}
