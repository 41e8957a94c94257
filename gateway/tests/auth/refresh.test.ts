import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, decodeJwt, createSignedInUser, startGateway, type TestGateway } from './harness.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const refresh = async (token: string) => {
  const response = await fetch(`${gateway.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: authHeaders(gateway),
    body: JSON.stringify({ refresh_token: token }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** Moves a token's revocation time back past the 10 s reuse interval instead of waiting for it. */
const ageToken = (token: string) =>
  gateway.db.query(`update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`, [token]);

describe('refresh-token rotation (conformance 24)', () => {
  it('rotates, replays the active child for its parent, and revokes the family on late reuse', async () => {
    const { session } = await createSignedInUser(gateway);
    const r1 = session.refresh_token;

    const first = await refresh(r1);
    expect(first.status).toBe(200);
    const r2 = first.body.refresh_token as string;
    expect(r2).not.toBe(r1);
    expect(decodeJwt(first.body.access_token as string).session_id, 'same session').toBe(
      decodeJwt(session.access_token).session_id,
    );

    const replay = await refresh(r1);
    expect(replay.status, 'R1 again while R2 is active').toBe(200);
    expect(replay.body.refresh_token).toBe(r2);

    const second = await refresh(r2);
    expect(second.status).toBe(200);
    const r3 = second.body.refresh_token as string;

    await ageToken(r1);
    const reuse = await refresh(r1);
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });

    const afterRevocation = await refresh(r3);
    expect(afterRevocation.status, 'R3 is revoked with its family').toBe(400);
    expect(afterRevocation.body.code).toBe('refresh_token_already_used');
  });

  it('allows a second swap of a just-revoked token within the reuse interval', async () => {
    const { session } = await createSignedInUser(gateway);
    const r2 = (await refresh(session.refresh_token)).body.refresh_token as string;
    await refresh(r2);
    const again = await refresh(session.refresh_token);
    expect(again.status).toBe(200);
  });

  it('refreshes through supabase-js with fresh claims', async () => {
    const { session, email } = await createSignedInUser(gateway);
    await gateway.db.query(`update auth.users set raw_user_meta_data = '{"full_name":"Asha"}' where email = $1`, [email]);
    const client = gateway.client();
    const { data, error } = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toBeNull();
    expect(decodeJwt(data.session!.access_token).user_metadata).toEqual({ full_name: 'Asha' });
  });

  it('answers unknown and missing tokens with GoTrue errors', async () => {
    const unknown = await refresh('no-such-token');
    expect(unknown).toEqual({
      status: 400,
      body: { code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' },
    });
    const missing = await refresh('');
    expect(missing).toEqual({ status: 400, body: { error: 'invalid_request', error_description: 'refresh_token required' } });
  });
});
