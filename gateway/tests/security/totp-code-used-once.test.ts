import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpStep } from '../../src/auth/totp.ts';
import { startDomainGateway, type DomainGateway } from '../domain/harness.ts';

// Finding 2: the same TOTP code verified two consecutive challenges.
let gw: DomainGateway;
beforeAll(async () => {
  gw = await startDomainGateway();
});
afterAll(() => gw.close());

const totp = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });

async function enrolledPerson(name: string) {
  const session = await gw.signIn(await gw.account(name));
  const enrolled = await session.client.auth.mfa.enroll({ factorType: 'totp' });
  if (enrolled.error) throw enrolled.error;
  return { session, factorId: enrolled.data.id, secret: enrolled.data.totp.secret };
}

describe('a TOTP code is accepted once per factor', () => {
  it('refuses the same code on the next challenge, and accepts the next time step', async () => {
    const { session, factorId, secret } = await enrolledPerson('Replay Target');
    const now = Date.now();
    const code = totp(secret).generate({ timestamp: now });
    const first = await session.client.auth.mfa.challengeAndVerify({ factorId, code });
    expect(first.error, 'the first use').toBeNull();
    const replay = await session.client.auth.mfa.challengeAndVerify({ factorId, code });
    expect(replay.error, 'the same code again').toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    const next = await session.client.auth.mfa.challengeAndVerify({
      factorId, code: totp(secret).generate({ timestamp: now + 30_000 }),
    });
    expect(next.error, 'the next step\'s code (within the drift window)').toBeNull();
  });

  it('refuses an older step once a newer one was used', async () => {
    const { session, factorId, secret } = await enrolledPerson('Older Step');
    const now = Date.now();
    expect((await session.client.auth.mfa.challengeAndVerify({
      factorId, code: totp(secret).generate({ timestamp: now + 30_000 }),
    })).error).toBeNull();
    const older = await session.client.auth.mfa.challengeAndVerify({ factorId, code: totp(secret).generate({ timestamp: now }) });
    expect(older.error, 'a code older than the last accepted one').toMatchObject({ code: 'mfa_verification_failed' });
  });

  it('lets only one of two concurrent verifications of one code through', async () => {
    const { session, factorId, secret } = await enrolledPerson('Concurrent Replay');
    const challenges = await Promise.all([0, 1].map(() => session.client.auth.mfa.challenge({ factorId })));
    const code = totp(secret).generate();
    const results = await Promise.all(challenges.map((challenge) =>
      session.client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code })));
    expect(results.filter((result) => result.error === null), 'accepted verifications').toHaveLength(1);
  });

  it('works out the time step of a code within the drift window', () => {
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    const now = 1_790_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(totpStep(secret, totp(secret).generate({ timestamp: now - 30_000 }), now)).toBe(step - 1);
    expect(totpStep(secret, totp(secret).generate({ timestamp: now + 30_000 }), now)).toBe(step + 1);
    expect(totpStep(secret, totp(secret).generate({ timestamp: now + 90_000 }), now)).toBeNull();
  });
});
