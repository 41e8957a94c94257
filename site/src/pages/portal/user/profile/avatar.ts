// A new profile photo (spec 7, 8): stored under avatars/<user id>-<random>, its public URL on the profile.
import type { APIRoute } from 'astro';
import { formAction } from '../../../../lib/portal/formAction.ts';
import { uploadAvatar } from '../../../../lib/portal/profile.ts';
import { translator } from '../../../../i18n/t.ts';

export const POST: APIRoute = (context) =>
  formAction(context, '/portal/user/profile', async ({ form, client, user }) => {
    const t = translator(context.locals.lang);
    const outcome = await uploadAvatar(client, user, form.get('avatar'));
    return {
      flash: outcome.ok ? { kind: 'success', text: t('user.avatar.uploaded') } : { kind: 'error', text: t(outcome.message) },
      location: '/portal/user/profile',
    };
  });
