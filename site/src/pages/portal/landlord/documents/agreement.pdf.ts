// GET /portal/landlord/documents/agreement.pdf: the lease's leave-and-licence agreement draft as PDF.
import type { APIRoute } from 'astro';
import { agreementPdf } from '../../../../lib/documents/documentRoutes.ts';

export const GET: APIRoute = (context) => agreementPdf(context);
