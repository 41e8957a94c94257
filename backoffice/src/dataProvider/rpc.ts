import type { ConsoleClient } from '../supabase.ts';

/** An error from the API with the database's own message ('Only admins can add RVL'). */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: string | undefined;
  readonly status: number | undefined;
  constructor(message: string, code?: string, status?: number) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

/** Calls a database function and returns its result, or throws its message as an ApiError. */
export async function callRpc<T>(
  client: ConsoleClient,
  fn: string,
  args: Record<string, unknown> = {},
): Promise<T> {
  const { data, error, status } = await client.rpc(fn, args);
  if (error) throw new ApiError(error.message, error.code, status);
  return data as T;
}

/** The server's message of a failed call, when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}
