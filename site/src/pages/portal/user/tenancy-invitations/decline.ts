// POST /portal/user/tenancy-invitations/decline: the person invited declines it (decline_tenancy_invitation).
import type { APIRoute } from 'astro';
import { answerInvitation } from '../../../../lib/portal/tenancy/tenancyActions.ts';

export const POST: APIRoute = (context) => answerInvitation(context, 'decline');
