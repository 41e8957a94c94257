// Settings: the account's email, a change that waits for its two emailed links, and the form that
// asks for a new address. Checked with core's schema before it posts (islands/form/useCheckedForm);
// the server checks again and asks the auth server, which mails the links (lib/portal/emailChange.ts).
import { emailChangeSchema } from '@rentals/core/validation/auth';
import { EMAIL_MAX_BYTES } from '@rentals/core/validation/email';
import { FormField } from '../../form/FormField.tsx';
import { translatorOf } from '../../../islands/form/texts.ts';
import { useCheckedForm } from '../../../islands/form/useCheckedForm.ts';
import type { SettingsTexts } from './settingsTexts.ts';

export interface EmailChangeFormProps {
  email: string | null;
  /** The address asked for and not yet confirmed from both addresses (the user's `new_email`). */
  pending?: string | null | undefined;
  /** What was posted, when the server sends the form back. */
  value?: string | undefined;
  /** The server's error, in the reader's language. */
  error?: string | undefined;
  texts: SettingsTexts;
  /** Core's English messages in the reader's language (i18n/messages.ts messageTable); none in English. */
  messages?: Record<string, string> | undefined;
}

export function EmailChangeForm({ email, pending, value, error, texts, messages }: EmailChangeFormProps) {
  const t = translatorOf(texts);
  const { errorOf, formProps, submitProps } = useCheckedForm({ schema: emailChangeSchema, messages, serverErrors: error ? { email: error } : {} });
  return (
    <section className="card" aria-labelledby="settings-email-heading">
      <h2 id="settings-email-heading">{t('user.settings.email')}</h2>
      {email && <p>{t('user.settings.emailCurrent', { email })}</p>}
      {pending && (
        <p className="notice notice--info" role="status">
          {t('user.settings.emailPending', { next: pending, current: email ?? '' })}
        </p>
      )}
      <form method="post" action="/portal/user/settings" className="form" noValidate {...formProps}>
        {/* Which of the page's forms this is: the page posts both to itself. */}
        <input type="hidden" name="form" value="email" />
        <FormField look="portal" id="settings-email" name="email" label={t('user.settings.field.email')} error={errorOf('email')} required>
          {(props) => <input {...props} type="email" autoComplete="email" maxLength={EMAIL_MAX_BYTES} defaultValue={value ?? ''} />}
        </FormField>
        <div className="actions">
          <button type="submit" className="button" {...submitProps(t('user.settings.changeEmail'), t('user.profile.saving'))} />
        </div>
      </form>
    </section>
  );
}
