// POST /portal/user/tenancy-invitations/accept: the person invited accepts the tenancy (accept_tenancy_invitation).
import type { APIRoute } from 'astro';
import { answerInvitation } from '../../../../lib/portal/tenancy/tenancyActions.ts';

export const POST: APIRoute = (context) => answerInvitation(context, 'accept');
