// POST /portal/landlord/documents/pan: the landlord saves the PAN their tenants' receipts carry.
import type { APIRoute } from 'astro';
import { savePan } from '../../../../lib/documents/documentRoutes.ts';

export const POST: APIRoute = (context) => savePan(context);
