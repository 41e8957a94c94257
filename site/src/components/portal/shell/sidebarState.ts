// The sidebar's open state (spec 2.13): a cookie kept for 7 days, read on the server so the first
// paint is already right, written by the toggle (script or form).
import { SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_COOKIE_NAME } from '@rentals/core/constants';
import { sameSitePath as siteSamePath } from '../../../lib/sameSitePath.ts';

export { SIDEBAR_COOKIE_NAME };

/** Open unless the cookie says 'false': undefined → true, 'false' → false. */
export function sidebarOpenFromCookie(value: string | undefined): boolean {
  return value !== 'false';
}

/** The cookie a browser script writes: 'sidebar:state=false; path=/; max-age=604800; samesite=lax'. */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** The same cookie for Astro's cookie API. */
export const SIDEBAR_COOKIE_OPTIONS = { path: '/', maxAge: SIDEBAR_COOKIE_MAX_AGE_S, sameSite: 'lax' } as const;

/** A same-site path to go back to, or the fallback: '/portal/user?x=1' stays; '//evil.example' → fallback. */
export function sameSitePath(value: unknown, fallback = '/portal'): string {
  return typeof value === 'string' ? siteSamePath(value, fallback) : fallback;
}
