import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hs256-0123456789';

describe('verifyJwt', () => {
  it('returns the claims of a token signed with the project secret', async () => {
    const token = await signJwt({ sub: 'u1', role: 'authenticated' }, secret, 60);
    await expect(verifyJwt(token, secret)).resolves.toMatchObject({ sub: 'u1', role: 'authenticated' });
  });

  it('says "JWT expired" for a token past its exp beyond the 30 s skew', async () => {
    const token = await signJwt({ role: 'authenticated' }, secret, -31);
    await expect(verifyJwt(token, secret)).rejects.toThrow('JWT expired');
  });

  it('accepts a token that expired within the 30 s skew', async () => {
    const token = await signJwt({ role: 'authenticated' }, secret, -10);
    await expect(verifyJwt(token, secret)).resolves.toMatchObject({ role: 'authenticated' });
  });

  it('refuses a token signed with another secret, and malformed tokens', async () => {
    const token = await signJwt({ role: 'service_role' }, `${secret}-other`, 60);
    await expect(verifyJwt(token, secret)).rejects.toThrow('JWT cryptographic operation failed');
    await expect(verifyJwt('abc.def', secret)).rejects.toThrow('Expected 3 parts in JWT; got 2');
    await expect(verifyJwt('', secret)).rejects.toThrow('Empty JWT');
  });
});
