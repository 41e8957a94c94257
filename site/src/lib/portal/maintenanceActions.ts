// The maintenance endpoints: raise (tenant), assign (to oneself, the owner or one of their managers)
// and close (landlord or property manager).
// Each is one database function; its refusal (in the database's words) becomes the page's notice.
import type { APIContext } from 'astro';
import { translator } from '../../i18n/t.ts';
import { field, formAction } from './formAction.ts';

export function raiseMaintenance(context: APIContext): Promise<Response> {
  const t = translator(context.locals.lang);
  return formAction(context, '/portal/tenant/maintenance', async ({ form, client }) => {
    const { error } = await client.rpc('raise_maintenance_request', {
      _property_id: field(form, 'property_id') || null,
      _title: field(form, 'title'),
      _description: field(form, 'description') || null,
    });
    return {
      flash: error
        ? { kind: 'error', text: error.message }
        : { kind: 'success', text: t('tenant.maintenance.raised') },
      location: '/portal/tenant/maintenance',
    };
  });
}

export function assignMaintenance(
  context: APIContext,
  role: 'landlord' | 'manager',
): Promise<Response> {
  const t = translator(context.locals.lang);
  const back = `/portal/${role}/maintenance`;
  return formAction(context, back, async ({ form, client }) => {
    const assignee = field(form, 'assignee_id') || null;
    const { error } = await client.rpc('assign_maintenance_request', {
      _request_id: field(form, 'request_id') || null,
      _assignee_id: assignee,
    });
    return {
      flash: error
        ? { kind: 'error', text: error.message }
        : {
            kind: 'success',
            text: t(assignee ? 'owner.maintenance.handedOn' : 'owner.maintenance.assigned'),
          },
      location: back,
    };
  });
}

export function closeMaintenance(
  context: APIContext,
  role: 'landlord' | 'manager',
): Promise<Response> {
  const t = translator(context.locals.lang);
  const back = `/portal/${role}/maintenance`;
  return formAction(context, back, async ({ form, client }) => {
    const { error } = await client.rpc('close_maintenance_request', {
      _request_id: field(form, 'request_id') || null,
      _resolution: field(form, 'resolution'),
    });
    return {
      flash: error
        ? { kind: 'error', text: error.message }
        : { kind: 'success', text: t('owner.maintenance.closed') },
      location: back,
    };
  });
}
