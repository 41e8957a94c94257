// Joining the affiliate programme. The sponsor code is checked as it is typed and shown by name
// before anything is sent. react-hook-form checks the fields with core's schema in the browser (the
// first invalid one focused); a valid form then posts to the page as it is, so the form also works
// without script (the server then shows the sponsor of an invitation link) and the server's own
// check and the database stay the authority.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { affiliateRegistrationSchema, type AffiliateRegistration } from '@rentals/core/validation/registration';
import { FormField } from '../../components/form/FormField.tsx';
import { browserClient } from '../../lib/browserClient.ts';
import { REGISTRATION_FIELDS, sponsorName } from '../../lib/affiliate/registration.ts';
import type { RegistrationField, RegistrationValues } from '../../lib/affiliate/registration.ts';
import type { RegisterTexts } from './registerTexts.ts';

export type SponsorCheck = { state: 'none' } | { state: 'checking' } | { state: 'found'; name: string } | { state: 'unknown' } | { state: 'failed' };

export interface AffiliateRegisterFormProps {
  action: string;
  values: RegistrationValues;
  /** The server's messages by field, already in the reader's language. */
  errors?: Partial<Record<RegistrationField, string>> | undefined;
  sponsor: SponsorCheck;
  texts: RegisterTexts;
  /** Core's English messages in the reader's language (i18n/messages.ts messageTable); none in English. */
  messages?: Record<string, string> | undefined;
  /** The lookup; the product asks the database (affiliate_sponsor_name). */
  lookup?: (code: string) => Promise<string | null>;
  /** Sends the checked form; the product posts it to the page (stories and tests watch it instead). */
  post?: (form: HTMLFormElement) => void;
}

type Fields = Record<RegistrationField, string>;

const LOOKUP_DELAY_MS = 300;
// The resolver is typed over the schema's input (unknown where core preprocesses); the inputs hold text.
const resolver = zodResolver(affiliateRegistrationSchema as never) as unknown as Resolver<Fields, unknown, AffiliateRegistration>;
const postForm = (form: HTMLFormElement) => form.submit();

export function AffiliateRegisterForm({ action, values, errors, sponsor: initial, texts, messages, lookup, post = postForm }: AffiliateRegisterFormProps) {
  const serverErrors = useMemo<FieldErrors<Fields>>(
    () => Object.fromEntries(Object.entries(errors ?? {}).map(([field, message]) => [field, { type: 'server', message }])),
    [errors],
  );
  const { register, control, handleSubmit, setFocus, formState } = useForm<Fields, unknown, AffiliateRegistration>({
    resolver,
    // No starting values here: the inputs carry them (defaultValue), so the page shows them before the
    // script runs, and what someone typed before it ran is read from the inputs rather than replaced.
    errors: serverErrors,
    shouldFocusError: false,
  });
  const code = useWatch({ control, name: 'sponsor_affiliate_id', defaultValue: values.sponsor_affiliate_id ?? '' }) ?? '';
  const [sponsor, setSponsor] = useState<SponsorCheck>(initial);
  const [posting, setPosting] = useState(false);
  const sent = useRef(false);
  const latest = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);

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

  // Coming back to the page from the browser's history shows the form as it was left: ready again.
  useEffect(() => {
    const ready = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sent.current = false;
      setPosting(false);
    };
    window.addEventListener('pageshow', ready);
    return () => window.removeEventListener('pageshow', ready);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sent.current) return event.preventDefault();
    void handleSubmit(
      () => {
        // One post per form: a second submit while the page loads sends nothing.
        if (sent.current || !formRef.current) return;
        sent.current = true;
        setPosting(true);
        post(formRef.current);
      },
      (invalid) => {
        const first = REGISTRATION_FIELDS.find((name) => invalid[name]);
        if (first) setFocus(first);
      },
    )(event);
  };

  const errorOf = (name: RegistrationField) => {
    const message = formState.errors[name]?.message;
    return message && (messages?.[message] ?? message);
  };
  const status =
    sponsor.state === 'found' ? texts['affiliate.register.sponsorFound'].replace('{name}', sponsor.name)
    : sponsor.state === 'unknown' ? texts['affiliate.register.sponsorUnknown'].replace('{code}', code.trim().toUpperCase())
    : sponsor.state === 'checking' ? texts['affiliate.register.sponsorChecking']
    : sponsor.state === 'failed' ? texts['affiliate.register.sponsorFailed']
    : '';
  const busy = posting || formState.isSubmitting;

  return (
    <form ref={formRef} method="post" action={action} className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <FormField look="portal" id="affiliate-sponsor" label={texts['affiliate.register.sponsor']} hint={texts['affiliate.register.sponsorHint']} error={errorOf('sponsor_affiliate_id')}>
        <input
          {...register('sponsor_affiliate_id', { onChange: (e: { target: HTMLInputElement }) => setSponsor(e.target.value.trim() ? { state: 'checking' } : { state: 'none' }) })}
          defaultValue={values.sponsor_affiliate_id ?? ''}
          autoComplete="off"
          autoCapitalize="characters"
        />
      </FormField>
      <p className={`sponsor-check sponsor-check--${sponsor.state}`} role="status">
        {status}
      </p>
      <FormField look="portal" id="affiliate-full_name" label={texts['affiliate.register.fullName']} error={errorOf('full_name')}>
        <input {...register('full_name')} defaultValue={values.full_name ?? ''} autoComplete="name" required />
      </FormField>
      <FormField look="portal" id="affiliate-email" label={texts['affiliate.register.email']} error={errorOf('email')}>
        <input {...register('email')} defaultValue={values.email ?? ''} type="email" autoComplete="email" />
      </FormField>
      <FormField look="portal" id="affiliate-phone" label={texts['affiliate.register.phone']} error={errorOf('phone')}>
        <input {...register('phone')} defaultValue={values.phone ?? ''} type="tel" autoComplete="tel" />
      </FormField>
      <button className="button" type="submit" disabled={busy || sponsor.state === 'unknown' || sponsor.state === 'checking'} aria-busy={busy}>
        {texts[busy ? 'affiliate.register.submitting' : 'affiliate.register.submit']}
      </button>
    </form>
  );
}
