import type { SupabaseClient } from '@supabase/supabase-js';

/** An error carrying the database's own message ('Payment already succeeded'), for the notification. */
export class ServerError extends Error {
  override name = 'ServerError';
}

/** Calls a database function and returns its result; a refusal becomes a ServerError with the server's message. */
export async function callRpc<T>(client: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw new ServerError(error.message);
  return data as T;
}

/** The server's message of a failed call, when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}
