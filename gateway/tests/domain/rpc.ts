import { expect } from 'vitest';
import type { Session } from './harness.ts';

export interface RpcResult {
  data: Record<string, unknown> | null;
  error: { code: string; message: string; details: unknown; hint: unknown } | null;
  status: number;
}

/** Calls a business function as the person holding the session, through supabase.rpc. */
export async function rpc(session: Session, fn: string, args: Record<string, unknown>): Promise<RpcResult> {
  const { data, error, status } = await session.client.rpc(fn, args);
  return { data: data as RpcResult['data'], error: error as RpcResult['error'], status };
}

/**
 * A business rule refused: HTTP 400, P0001 and the function's own message. Never 401/403, which
 * the back office treats as "signed out".
 */
export async function expectBusinessError(call: Promise<RpcResult>, message: string): Promise<void> {
  const { data, error, status } = await call;
  expect({ status, code: error?.code, message: error?.message }).toEqual({ status: 400, code: 'P0001', message });
  expect(data).toBeNull();
}
