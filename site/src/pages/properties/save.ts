// Save the search of /properties under a name with its email alerts; the person lands on their
// saved searches, where the notice says how it went. Its filters are the address's own parameters,
// read as the search page reads them (lib/search/params.ts), so the saved search repeats it.
import type { APIRoute } from 'astro';
import { field, formAction } from '../../lib/portal/formAction.ts';
import { alertChoice, saveErrorKey, searchName } from '../../lib/portal/savedSearches.ts';
import { parseSearch } from '../../lib/search/params.ts';
import { storedFilters } from '../../lib/search/recent.ts';
import { translator } from '../../i18n/t.ts';

const SAVED = '/portal/user/saved';

export const POST: APIRoute = (context) =>
  formAction(context, SAVED, async ({ form, client, user }) => {
    const t = translator(context.locals.lang);
    const name = searchName(field(form, 'name'));
    const alerts = alertChoice(field(form, 'alerts'));
    if ('error' in name) return { flash: { kind: 'error', text: t(name.error) }, location: SAVED };
    if (!alerts) return { flash: { kind: 'error', text: t('savedSearches.failed') }, location: SAVED };
    const filters = storedFilters({ ...parseSearch(new URLSearchParams(field(form, 'search'))), sort: 'newest' });
    const { error } = await client.from('saved_searches').insert({ user_id: user.id, name: name.name, filters, alerts });
    if (error) return { flash: { kind: 'error', text: t(saveErrorKey(error)) }, location: SAVED };
    return { flash: { kind: 'success', text: t('savedSearches.created') }, location: SAVED };
  });
