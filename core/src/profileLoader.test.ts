import type { SupabaseClient, User } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { createRequestHelper } from './api/request.ts';
import {
  loadProfile,
  loadRoles,
  PROFILE_CREATION_FAILED_NOTICE,
  PROFILE_LOAD_FAILED,
  ROLES_LOAD_FAILED,
  TEMPORARY_PROFILE_NOTICE,
} from './profileLoader.ts';

type Result = { data: unknown; error: { message: string; code?: string } | null };

/**
 * A chainable stand-in for client.from(table): every builder call records itself and the chain
 * resolves to the queued result for that table.
 */
function fakeClient(results: Record<string, Array<Result | Error>>) {
  const calls: string[] = [];
  const from = (table: string) => {
    const builder: Record<string, unknown> = {};
    for (const method of ['select', 'eq', 'insert', 'abortSignal', 'maybeSingle', 'single']) {
      builder[method] = (...args: unknown[]) => {
        calls.push(`${table}.${method}(${method === 'abortSignal' ? '' : JSON.stringify(args)})`);
        return builder;
      };
    }
    builder.then = (resolve: (r: Result) => unknown, reject: (e: unknown) => unknown) => {
      const next = results[table]?.shift() ?? { data: null, error: null };
      return next instanceof Error ? Promise.reject(next).then(resolve, reject) : Promise.resolve(next).then(resolve, reject);
    };
    return builder;
  };
  return { client: { from } as unknown as Pick<SupabaseClient, 'from'>, calls };
}

const user = { id: 'u1', email: 'asha@example.in', user_metadata: { full_name: 'Asha Rao', city: 'Pune', phone: '' } } as unknown as User;

describe('loadRoles', () => {
  it('reads the roles of the user', async () => {
    const { client, calls } = fakeClient({ user_roles: [{ data: [{ role: 'broker' }, { role: 'affiliate' }], error: null }] });
    await expect(loadRoles(client, 'u1')).resolves.toEqual(['broker', 'affiliate']);
    expect(calls).toEqual(['user_roles.select(["role"])', 'user_roles.eq(["user_id","u1"])']);
  });

  it('goes through the request helper with an abort signal', async () => {
    const { client, calls } = fakeClient({ user_roles: [{ data: [{ role: 'admin' }], error: null }] });
    await expect(loadRoles(client, 'u1', createRequestHelper())).resolves.toEqual(['admin']);
    expect(calls).toContain('user_roles.abortSignal()');
  });

  it("fails with 'Failed to load user roles'", async () => {
    const { client } = fakeClient({ user_roles: [{ data: null, error: { message: 'JWT expired', code: 'PGRST301' } }] });
    await expect(loadRoles(client, 'u1')).rejects.toThrow(ROLES_LOAD_FAILED);
  });
});

describe('loadProfile', () => {
  const stored = { id: 'p1', user_id: 'u1', full_name: 'Asha Rao', profile_completion_percentage: 60 };

  it('returns the stored profile', async () => {
    const { client } = fakeClient({ profiles: [{ data: stored, error: null }] });
    await expect(loadProfile(client, user)).resolves.toEqual({ profile: stored, temporary: false, notice: null });
  });

  it('creates a missing profile from sign-up data', async () => {
    const { client, calls } = fakeClient({ profiles: [{ data: null, error: null }, { data: stored, error: null }] });
    await expect(loadProfile(client, user)).resolves.toEqual({ profile: stored, temporary: false, notice: null });
    expect(calls).toContain(
      'profiles.insert([{"user_id":"u1","email":"asha@example.in","full_name":"Asha Rao","first_name":null,"last_name":null,"phone":null,"city":"Pune","state":null}])',
    );
  });

  it.each([
    ['the insert is refused', { data: null, error: { message: 'new row violates row-level security policy' } }, PROFILE_CREATION_FAILED_NOTICE],
    ['the insert cannot be sent', new Error('Failed to fetch'), TEMPORARY_PROFILE_NOTICE],
    ['no row comes back', { data: null, error: null }, TEMPORARY_PROFILE_NOTICE],
  ] as const)('uses a temporary profile with completion 20 when %s', async (_name, insertResult, notice) => {
    const { client } = fakeClient({ profiles: [{ data: null, error: null }, insertResult] });
    const result = await loadProfile(client, user);
    expect(result).toMatchObject({ temporary: true, notice });
    expect(result.profile).toMatchObject({ id: 'u1', user_id: 'u1', full_name: 'Asha Rao', city: 'Pune', profile_completion_percentage: 20 });
  });

  it("fails with 'Failed to load profile' when the read fails", async () => {
    const { client } = fakeClient({ profiles: [{ data: null, error: { message: 'boom' } }] });
    await expect(loadProfile(client, user)).rejects.toThrow(PROFILE_LOAD_FAILED);
  });

  it('keeps the cause', async () => {
    const spy = vi.fn();
    const { client } = fakeClient({ profiles: [new Error('offline')] });
    await loadProfile(client, user).catch((e: Error) => spy(e.cause));
    expect(spy).toHaveBeenCalledWith(new Error('offline'));
  });
});
