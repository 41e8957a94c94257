// The contact enquiry form, rendered on the server only (no client directive, no JavaScript): it
// posts to /contact/submit, which renders it again with the values and errors when something is
// wrong. The page's small script fills fill_seconds and picks the topic from ?topic=.
import './ContactForm.css';
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_TOPICS } from '@rentals/core/validation/contact';
import type { ContactErrors, ContactValues } from '../../lib/contactSubmit.ts';
import { ErrorSummary } from '../form/ErrorSummary.tsx';
import { FormField } from '../form/FormField.tsx';
import { topicLabel, type ContactFormTexts } from './contactFormTexts.ts';

export interface ContactFormProps {
  texts: ContactFormTexts;
  /** Where the form posts. */
  action: string;
  values?: Partial<ContactValues>;
  errors?: ContactErrors;
  /** A problem with the whole enquiry (a limit, the fill time, the service). */
  formError?: string;
  /** Seconds already spent on the form before this render, carried on when it comes back with errors. */
  fillSeconds?: number | null;
  privacyHref?: string;
}

export function ContactForm({ texts, action, values = {}, errors = {}, formError, fillSeconds = null, privacyHref = '/privacy-policy' }: ContactFormProps) {
  const fieldErrors = Object.entries(errors).filter(([, message]) => Boolean(message));
  return (
    <form className="contact-form" method="post" action={action} noValidate aria-labelledby="contact-form-heading" data-contact-form>
      <h2 id="contact-form-heading">{texts['contact.form.heading']}</h2>
      {(formError || fieldErrors.length > 0) && (
        <ErrorSummary
          heading={texts['contact.form.errorHeading']}
          message={formError ?? texts['contact.form.fixFields']}
          fields={fieldErrors.map(([field, message]) => [`contact-${field}`, message] as const)}
        />
      )}
      <FormField id="contact-name" name="name" label={texts['contact.form.name']} error={errors.name} required>
        {(props) => <input {...props} type="text" autoComplete="name" maxLength={CONTACT_NAME_MAX} defaultValue={values.name} />}
      </FormField>
      <FormField id="contact-email" name="email" label={texts['contact.form.email']} hint={texts['contact.form.emailHint']} error={errors.email} required>
        {(props) => <input {...props} type="email" autoComplete="email" maxLength={CONTACT_EMAIL_MAX} defaultValue={values.email} />}
      </FormField>
      <FormField id="contact-phone" name="phone" label={texts['contact.form.phone']} hint={texts['contact.form.phoneHint']} error={errors.phone}>
        {(props) => <input {...props} type="tel" autoComplete="tel" inputMode="tel" maxLength={20} defaultValue={values.phone} />}
      </FormField>
      <FormField id="contact-topic" name="topic" label={texts['contact.form.topic']} error={errors.topic} required>
        {(props) => (
          <select {...props} defaultValue={values.topic || 'general'}>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {topicLabel(texts, topic)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="contact-message" name="message" label={texts['contact.form.message']} hint={texts['contact.form.messageHint']} error={errors.message} required>
        {(props) => <textarea {...props} rows={6} maxLength={CONTACT_MESSAGE_MAX} defaultValue={values.message} />}
      </FormField>
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor="contact-website">{texts['contact.form.trap']}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name="fill_seconds" defaultValue={fillSeconds ?? ''} data-fill-seconds />
      <p className="contact-form__privacy">
        {texts['contact.form.privacy']} <a href={privacyHref}>{texts['contact.form.privacyLink']}</a>.
      </p>
      <button className="form-submit" type="submit">
        {texts['contact.form.submit']}
      </button>
    </form>
  );
}
