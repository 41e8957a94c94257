// POST /portal/landlord/payments/confirm: the landlord confirms a month the tenant marked paid (confirm_rent_payment).
import type { APIRoute } from 'astro';
import { confirmRentPayment } from '../../../../lib/portal/tenancy/tenancyActions.ts';

export const POST: APIRoute = (context) => confirmRentPayment(context);
