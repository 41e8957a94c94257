import type { GatewayContext } from '../context.ts';

/** The link an email carries: GET /auth/v1/verify, an open route that redirects with the session. */
export function verifyLink(ctx: GatewayContext, hash: string, type: string, redirectTo: string): string {
  const params = new URLSearchParams({ token: hash, type, redirect_to: redirectTo });
  return `${ctx.apiUrl}/auth/v1/verify?${params.toString()}`;
}
