// What /register/affiliate and /affiliate/register do before rendering: a POST joins the programme
// (303 to the dashboard, or the form again with its errors); a GET fills the form from the profile
// and the invitation's ?ref=, with the sponsor checked by name.
import type { AstroGlobal } from 'astro';
import { normaliseAffiliateCode } from '@rentals/core/rules/affiliate';
import type { SponsorCheck } from '../../islands/affiliate/AffiliateRegisterForm.tsx';
import { setFlash } from '../flash.ts';
import type { Loaded } from '../portal/loaded.ts';
import { translator } from '../../i18n/t.ts';
import { readRegistrationForm, registerAffiliate, sponsorName, type RegistrationField, type RegistrationValues } from './registration.ts';
import { loadStanding, type Standing } from './standing.ts';

export interface RegistrationPageState {
  values: RegistrationValues;
  errors?: Partial<Record<RegistrationField, string>>;
  sponsor: SponsorCheck;
  standing: Loaded<Standing | null> | null;
}

export async function registrationPage(Astro: AstroGlobal): Promise<Response | RegistrationPageState> {
  const t = translator(Astro.locals.lang);
  const { user, supabase } = Astro.locals;
  let values: RegistrationValues = {};
  let errors: Partial<Record<RegistrationField, string>> | undefined;
  if (user && Astro.request.method === 'POST') {
    values = readRegistrationForm(await Astro.request.formData());
    const outcome = await registerAffiliate(supabase, values);
    if (outcome.status === 'registered') {
      setFlash(Astro.cookies, { kind: 'success', text: t('affiliate.register.welcome', { code: outcome.affiliate_id }) });
      return Astro.redirect('/portal/affiliate/overview', 303);
    }
    if (outcome.status === 'invalid') errors = outcome.errors;
    else setFlash(Astro.cookies, { kind: 'error', text: outcome.message || t('affiliate.register.failed') });
    Astro.response.status = 422;
  }
  const standing = user ? await loadStanding(supabase, user.id) : null;
  if (user && Astro.request.method !== 'POST') {
    const { data } = await supabase.from('profiles').select('full_name, email, phone').eq('user_id', user.id).maybeSingle();
    values = {
      sponsor_affiliate_id: normaliseAffiliateCode(Astro.url.searchParams.get('ref')) ?? '',
      full_name: (data?.full_name as string | null) ?? '',
      email: (data?.email as string | null) ?? user.email ?? '',
      phone: (data?.phone as string | null) ?? '',
    };
  }
  let sponsor: SponsorCheck = { state: 'none' };
  if (values.sponsor_affiliate_id) {
    try {
      const name = await sponsorName(supabase, values.sponsor_affiliate_id);
      sponsor = name ? { state: 'found', name } : { state: 'unknown' };
    } catch {
      sponsor = { state: 'failed' };
    }
  }
  return { values, ...(errors ? { errors } : {}), sponsor, standing };
}
