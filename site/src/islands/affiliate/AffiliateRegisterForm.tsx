// Joining the affiliate programme. The sponsor code is checked as it is typed and shown by name
// before anything is sent; the form itself posts to the page, so it also works without script
// (the server then shows the sponsor of an invitation link).
import { useEffect, useRef, useState } from 'react';
import { FormField } from '../../components/form/FormField.tsx';
import { browserClient } from '../../lib/browserClient.ts';
import { sponsorName } from '../../lib/affiliate/registration.ts';
import type { RegistrationField, RegistrationValues } from '../../lib/affiliate/registration.ts';
import type { RegisterTexts } from './registerTexts.ts';

export type SponsorCheck = { state: 'none' } | { state: 'checking' } | { state: 'found'; name: string } | { state: 'unknown' } | { state: 'failed' };

export interface AffiliateRegisterFormProps {
  action: string;
  values: RegistrationValues;
  errors?: Partial<Record<RegistrationField, string>>;
  sponsor: SponsorCheck;
  texts: RegisterTexts;
  /** The lookup; the product asks the database (affiliate_sponsor_name). */
  lookup?: (code: string) => Promise<string | null>;
}

const LOOKUP_DELAY_MS = 300;

export function AffiliateRegisterForm({ action, values, errors = {}, sponsor: initial, texts, lookup }: AffiliateRegisterFormProps) {
  const [code, setCode] = useState(values.sponsor_affiliate_id ?? '');
  const [sponsor, setSponsor] = useState<SponsorCheck>(initial);
  const latest = useRef(0);

  const onCode = (value: string) => {
    setCode(value);
    setSponsor(value.trim() ? { state: 'checking' } : { state: 'none' });
  };

  // Asks once typing pauses; an answer to an older code is dropped.
  useEffect(() => {
    const wanted = code.trim().toUpperCase();
    if (sponsor.state !== 'checking' || !wanted) return;
    const ask = lookup ?? ((c: string) => sponsorName(browserClient(), c));
    const turn = ++latest.current;
    const timer = setTimeout(() => {
      ask(wanted).then(
        (name) => turn === latest.current && setSponsor(name ? { state: 'found', name } : { state: 'unknown' }),
        () => turn === latest.current && setSponsor({ state: 'failed' }),
      );
    }, LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [code, sponsor.state, lookup]);

  const status =
    sponsor.state === 'found' ? texts['affiliate.register.sponsorFound'].replace('{name}', sponsor.name)
    : sponsor.state === 'unknown' ? texts['affiliate.register.sponsorUnknown'].replace('{code}', code.trim().toUpperCase())
    : sponsor.state === 'checking' ? texts['affiliate.register.sponsorChecking']
    : sponsor.state === 'failed' ? texts['affiliate.register.sponsorFailed']
    : '';

  return (
    <form method="post" action={action} className="form" noValidate>
      <FormField look="portal" id="affiliate-sponsor" label={texts['affiliate.register.sponsor']} hint={texts['affiliate.register.sponsorHint']} error={errors.sponsor_affiliate_id}>
        <input name="sponsor_affiliate_id" value={code} onChange={(e) => onCode(e.target.value)} autoComplete="off" autoCapitalize="characters" />
      </FormField>
      <p className={`sponsor-check sponsor-check--${sponsor.state}`} role="status">
        {status}
      </p>
      <FormField look="portal" id="affiliate-full_name" label={texts['affiliate.register.fullName']} error={errors.full_name}>
        <input name="full_name" defaultValue={values.full_name ?? ''} autoComplete="name" required />
      </FormField>
      <FormField look="portal" id="affiliate-email" label={texts['affiliate.register.email']} error={errors.email}>
        <input name="email" type="email" defaultValue={values.email ?? ''} autoComplete="email" />
      </FormField>
      <FormField look="portal" id="affiliate-phone" label={texts['affiliate.register.phone']} error={errors.phone}>
        <input name="phone" type="tel" defaultValue={values.phone ?? ''} autoComplete="tel" />
      </FormField>
      <button className="button" type="submit" disabled={sponsor.state === 'unknown' || sponsor.state === 'checking'}>
        {texts['affiliate.register.submit']}
      </button>
    </form>
  );
}
