// One notice carried across a redirect (post, redirect, get): a short-lived cookie read once by the
// next page. Only one notification shows at a time (spec 8).
import type { AstroCookies } from 'astro';

export interface Flash {
  kind: 'success' | 'error';
  text: string;
}

const FLASH_COOKIE = 'flash';

export function setFlash(cookies: AstroCookies, flash: Flash): void {
  cookies.set(FLASH_COOKIE, JSON.stringify(flash), { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60 });
}

/** The waiting notice, removed as it is read; null when none or unreadable. */
export function takeFlash(cookies: AstroCookies): Flash | null {
  const raw = cookies.get(FLASH_COOKIE)?.value;
  if (!raw) return null;
  cookies.delete(FLASH_COOKIE, { path: '/' });
  return parseFlash(raw);
}

export function parseFlash(raw: string): Flash | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { kind, text } = value as Record<string, unknown>;
    if ((kind === 'success' || kind === 'error') && typeof text === 'string' && text) return { kind, text };
  } catch {
    // A damaged cookie shows nothing.
  }
  return null;
}
