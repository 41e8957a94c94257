// POST /portal/tenant/documents/confirm-agreement: confirm the version of the agreement one has read.
import type { APIRoute } from 'astro';
import { confirmAgreement } from '../../../../lib/documents/documentRoutes.ts';

export const POST: APIRoute = (context) => confirmAgreement(context, 'tenant');
