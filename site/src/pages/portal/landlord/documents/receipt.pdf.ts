// GET /portal/landlord/documents/receipt.pdf: a rent receipt (a month or a financial year) as PDF.
import type { APIRoute } from 'astro';
import { receiptPdf } from '../../../../lib/documents/documentRoutes.ts';

export const GET: APIRoute = (context) => receiptPdf(context);
