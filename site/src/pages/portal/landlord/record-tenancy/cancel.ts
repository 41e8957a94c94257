// POST /portal/landlord/record-tenancy/cancel: the landlord withdraws a waiting invitation (cancel_tenancy_invitation).
import type { APIRoute } from 'astro';
import { cancelInvitation } from '../../../../lib/portal/tenancy/tenancyActions.ts';

export const POST: APIRoute = (context) => cancelInvitation(context);
