// Progress through broker registration, kept in a cookie of the registration pages for 30 days, so
// a reload, a closed tab or a later visit continues where the person left off, with or without
// JavaScript. The draft belongs to one account: another person signing in on the browser starts afresh.
import type { AstroCookies } from 'astro';
import { brokerDetailsSchema, type BrokerDetails } from '@rentals/core/validation/brokerSteps';

export const DRAFT_COOKIE = 'broker_registration';
const DRAFT_PATH = '/register/broker';
const DRAFT_MAX_AGE_S = 30 * 24 * 60 * 60;

export interface BrokerDraft {
  user_id: string;
  details: BrokerDetails | null;
  accepted_terms: boolean;
}

export type BrokerStep = 'step1' | 'step2' | 'payment';

export function emptyDraft(userId: string): BrokerDraft {
  return { user_id: userId, details: null, accepted_terms: false };
}

/** The draft in a cookie value, if it is this person's and still well-formed. */
export function parseDraft(raw: string | undefined, userId: string): BrokerDraft {
  if (!raw) return emptyDraft(userId);
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<BrokerDraft>;
    if (value.user_id !== userId) return emptyDraft(userId);
    const details = brokerDetailsSchema.safeParse(value.details);
    return {
      user_id: userId,
      details: details.success ? details.data : null,
      accepted_terms: value.accepted_terms === true,
    };
  } catch {
    return emptyDraft(userId);
  }
}

export function readDraft(cookies: AstroCookies, userId: string): BrokerDraft {
  return parseDraft(cookies.get(DRAFT_COOKIE)?.value, userId);
}

export function writeDraft(cookies: AstroCookies, draft: BrokerDraft): void {
  cookies.set(DRAFT_COOKIE, encodeURIComponent(JSON.stringify(draft)), {
    path: DRAFT_PATH,
    httpOnly: true,
    sameSite: 'lax',
    maxAge: DRAFT_MAX_AGE_S,
  });
}

export function clearDraft(cookies: AstroCookies): void {
  cookies.delete(DRAFT_COOKIE, { path: DRAFT_PATH });
}

/** The first step still to do: no details → step1; terms not accepted → step2; else payment. */
export function nextStep(draft: BrokerDraft): BrokerStep {
  if (!draft.details) return 'step1';
  if (!draft.accepted_terms) return 'step2';
  return 'payment';
}

/** Whether anything was entered yet (the start button then says Continue). */
export function hasProgress(draft: BrokerDraft): boolean {
  return draft.details !== null || draft.accepted_terms;
}
