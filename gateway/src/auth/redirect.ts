import type { GatewayContext } from '../context.ts';

function globToRegExp(glob: string): RegExp {
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${glob.split('**').map(escape).join('.*')}$`);
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/**
 * GoTrue's redirect allow-list: `redirect_to` is honoured when it is on the site's origin or matches
 * one of the additional redirect URLs (globs allowed); anything else falls back to SITE_URL.
 */
export function allowedRedirect(ctx: GatewayContext, requested: string | undefined | null): string {
  if (!requested) return ctx.siteUrl;
  for (const allowed of [ctx.siteUrl, ...ctx.allowedOrigins]) {
    if (allowed.includes('*') ? globToRegExp(allowed).test(requested) : sameOrigin(requested, allowed)) {
      return requested;
    }
  }
  return ctx.siteUrl;
}
