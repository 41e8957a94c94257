// POST /portal/manager/maintenance/assign: take a maintenance request on (assign_maintenance_request).
import type { APIRoute } from 'astro';
import { assignMaintenance } from '../../../../lib/portal/maintenanceActions.ts';

export const POST: APIRoute = (context) => assignMaintenance(context, 'manager');
