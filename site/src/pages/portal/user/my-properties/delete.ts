// Delete one of the owner's listings with its photos: delete_property removes the row (refused while
// an application or lease is open) and names the photos, which are then removed from storage as the
// owner, so the files go with the listing.
import type { APIRoute } from 'astro';
import { LISTING_HAS_OPEN_DEALS } from '@rentals/core/validation/messages';
import { PROPERTY_IMAGE_BUCKET } from '@rentals/core/constants';
import { field, formAction } from '../../../../lib/portal/formAction.ts';
import { translator } from '../../../../i18n/t.ts';

export const POST: APIRoute = (context) =>
  formAction(context, '/portal/user/my-properties', async ({ form, client }) => {
    const t = translator(context.locals.lang);
    const { data, error } = await client.rpc('delete_property', { _property_id: field(form, 'property_id') });
    if (error) {
      const blocked = error.message === LISTING_HAS_OPEN_DEALS;
      return { flash: { kind: 'error', text: t(blocked ? 'owners.actions.deleteBlocked' : 'owners.actions.deleteFailed') } };
    }
    const names = (data ?? []) as string[];
    if (names.length > 0) {
      const removed = await client.storage.from(PROPERTY_IMAGE_BUCKET).remove(names);
      // The listing is gone either way; a photo left behind is only storage, never shown.
      if (removed.error) console.error(`delete listing: photos not removed: ${removed.error.message}`);
    }
    return { flash: { kind: 'success', text: t('owners.actions.deleted') } };
  });
