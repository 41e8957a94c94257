// Mark Booked / Mark Available (spec 2.12, 4) through toggle_property_availability.
import type { APIRoute } from 'astro';
import { availabilityToast } from '@rentals/core/rules/status';
import { field, formAction } from '../../../../lib/portal/formAction.ts';
import { translator } from '../../../../i18n/t.ts';

export const POST: APIRoute = (context) =>
  formAction(context, '/portal/user/my-properties', async ({ form, client }) => {
    const t = translator(context.locals.lang);
    const { data, error } = await client.rpc('toggle_property_availability', { _property_id: field(form, 'property_id') }).single<{ availability: string }>();
    if (error || !data) return { flash: { kind: 'error', text: error?.message || t('user.myProperties.toggleFailed') } };
    return { flash: { kind: 'success', text: availabilityToast(data.availability) } };
  });
