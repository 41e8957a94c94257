// POST /portal/landlord/documents/pan-sharing: the landlord shares their PAN with one of their
// property managers, or stops sharing it.
import type { APIRoute } from 'astro';
import { sharePan } from '../../../../lib/documents/documentRoutes.ts';

export const POST: APIRoute = (context) => sharePan(context);
