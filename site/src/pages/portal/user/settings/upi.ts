// POST /portal/user/settings/upi: the landlord saves the UPI ID their tenants pay rent to (landlord_payment_details).
import type { APIRoute } from 'astro';
import { saveUpiId } from '../../../../lib/portal/tenancy/tenancyActions.ts';

export const POST: APIRoute = (context) => saveUpiId(context);
