// POST /portal/manager/documents/agreement: draft or redraft a lease's leave-and-licence agreement.
import type { APIRoute } from 'astro';
import { draftAgreement } from '../../../../lib/documents/documentRoutes.ts';

export const POST: APIRoute = (context) => draftAgreement(context, 'manager');
