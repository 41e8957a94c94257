// POST /portal/landlord/payments/reopen: the landlord takes a month back to unpaid, with a reason (reopen_rent_payment).
import type { APIRoute } from 'astro';
import { reopenRentPayment } from '../../../../lib/portal/tenancy/tenancyActions.ts';

export const POST: APIRoute = (context) => reopenRentPayment(context);
