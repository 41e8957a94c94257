// Access (spec 6) before any HTML is sent: /portal dispatches to the portal of the person's highest
// role, /list-property to the listing form in their portal; a gated route sends visitors to
// /auth?next=<where they were going> and people without an accepted role to /portal. Roles come
// from user_roles with the person's session (the session middleware, signed_in_person). The guard
// only picks where people land; the database decides what they see.
import { defineMiddleware } from 'astro:middleware';
import { accessRuleFor, decideAccess, listingFormPath, LIST_PROPERTY_PATH, portalHome } from '@rentals/core/rules/access';

export const access = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const { pathname, search } = context.url;
  const rule = accessRuleFor(pathname);
  if (!rule) return next();
  const decision = decideAccess(rule, Boolean(context.locals.user), context.locals.roles, `${pathname}${search}`);
  if (decision.kind !== 'allow') return noStoreRedirect(decision.location);
  if (isDispatcher(pathname)) return noStoreRedirect(portalHome(context.locals.roles));
  if (isPath(pathname, LIST_PROPERTY_PATH)) return noStoreRedirect(listingFormPath(context.locals.roles));
  return next();
});

function isDispatcher(pathname: string): boolean {
  return isPath(pathname, '/portal');
}

function isPath(pathname: string, path: string): boolean {
  return pathname === path || pathname === `${path}/`;
}

// A redirect that depends on who asks must never be cached or shared.
function noStoreRedirect(location: string): Response {
  return new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'private, no-store' } });
}
