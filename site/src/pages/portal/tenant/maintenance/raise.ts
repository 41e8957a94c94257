// POST /portal/tenant/maintenance/raise: a tenant raises a request on the property they rent.
import type { APIRoute } from 'astro';
import { raiseMaintenance } from '../../../../lib/portal/maintenanceActions.ts';

export const POST: APIRoute = (context) => raiseMaintenance(context);
