// POST /portal/manager/maintenance/close: close a maintenance request with how it was resolved.
import type { APIRoute } from 'astro';
import { closeMaintenance } from '../../../../lib/portal/maintenanceActions.ts';

export const POST: APIRoute = (context) => closeMaintenance(context, 'manager');
