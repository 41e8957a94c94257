// Affiliate status and the shadow power list (spec 4, 5).

export type AffiliateStatus = 'active' | 'pending';

/** Status of a person in the programme: profile status first; a registration alone counts as active; else null. */
export function affiliateStatus(
  profile: { status: string | null } | null | undefined,
  registration: object | null | undefined,
): AffiliateStatus | null {
  if (profile?.status === 'active' || profile?.status === 'pending') return profile.status;
  return registration ? 'active' : null;
}

/** Whether someone counts as an affiliate: active and pending both do. */
export function isAffiliate(profile: { status: string | null } | null | undefined, registration?: object | null): boolean {
  return affiliateStatus(profile, registration) !== null;
}

export interface AffiliateListItem {
  full_name: string | null;
  affiliate_id: string | null;
  email: string | null;
  status: string | null;
}

/** Shadow power list: active affiliates whose name, affiliate ID or email contains the query, case-insensitive. */
export function filterAffiliates<T extends AffiliateListItem>(affiliates: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  return affiliates.filter(
    (a) =>
      a.status === 'active' &&
      (q === '' || [a.full_name, a.affiliate_id, a.email].some((f) => (f ?? '').toLowerCase().includes(q))),
  );
}

/** The shareable invitation of a member: 'AFF10023' → '/affiliate/invite-only?ref=AFF10023' (spec 2.1). */
export function invitePath(affiliateId: string): string {
  return `/affiliate/invite-only?ref=${encodeURIComponent(affiliateId)}`;
}

/** A sponsor code from a link or a form: ' aff10023 ' → 'AFF10023'; anything not shaped like a code → null. */
export function normaliseAffiliateCode(value: string | null | undefined): string | null {
  const code = (value ?? '').trim().toUpperCase();
  return /^[A-Z0-9-]{2,32}$/.test(code) ? code : null;
}
