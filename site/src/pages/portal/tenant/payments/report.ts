// POST /portal/tenant/payments/report: the tenant marks a month paid (report_rent_payment).
import type { APIRoute } from 'astro';
import { reportRentPayment } from '../../../../lib/portal/tenancy/tenancyActions.ts';

export const POST: APIRoute = (context) => reportRentPayment(context);
