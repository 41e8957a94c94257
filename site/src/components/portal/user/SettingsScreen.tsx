// Settings: password change (current password, new, again), the email address (EmailChangeForm) and
// sign out everywhere. An island: each form is checked with core's schema before it posts
// (islands/form/useCheckedForm); the server checks it again and asks the auth server.
import { passwordChangeSchema } from '@rentals/core/validation/auth';
import type { PasswordField } from '../../../lib/portal/settings.ts';
import { FormField } from '../../form/FormField.tsx';
import { translatorOf } from '../../../islands/form/texts.ts';
import { useCheckedForm } from '../../../islands/form/useCheckedForm.ts';
import { PageHeading } from '../ui/States.tsx';
import { EmailChangeForm, type EmailChangeFormProps } from './EmailChangeForm.tsx';
import { MobileChangeForm, type MobileChangeFormProps } from './MobileChangeForm.tsx';
import type { SettingsTexts } from './settingsTexts.ts';

export interface SettingsScreenProps {
  email: string | null;
  /** The email form's state: a change waiting for its links, or what the server sent back. */
  emailChange?: Pick<EmailChangeFormProps, 'pending' | 'value' | 'error'> | undefined;
  /** The mobile number's state (absent where phone sign-in is off): the confirmed number, one waiting for its code, errors. */
  mobileChange?: Pick<MobileChangeFormProps, 'phone' | 'pending' | 'value' | 'error' | 'codeError'> | undefined;
  /** The server's errors, in the reader's language. */
  errors?: Partial<Record<PasswordField, string>>;
  texts: SettingsTexts;
  /** Core's English messages in the reader's language (i18n/messages.ts messageTable); none in English. */
  messages?: Record<string, string> | undefined;
}

const FIELDS: readonly { name: PasswordField; autoComplete: string }[] = [
  { name: 'current_password', autoComplete: 'current-password' },
  { name: 'password', autoComplete: 'new-password' },
  { name: 'confirm_password', autoComplete: 'new-password' },
];

export function SettingsScreen({ email, emailChange, mobileChange, errors = {}, texts, messages }: SettingsScreenProps) {
  const t = translatorOf(texts);
  const { errorOf, formProps, submitProps } = useCheckedForm({ schema: passwordChangeSchema, messages, serverErrors: errors });
  return (
    <>
      <PageHeading title={t('user.settings.title')} intro={t('user.settings.intro')} />
      <section className="card" aria-labelledby="settings-password-heading">
        <h2 id="settings-password-heading">{t('user.settings.password')}</h2>
        <form method="post" action="/portal/user/settings" className="form" noValidate {...formProps}>
          {/* Lets password managers pair the new password with the account. */}
          <input type="hidden" name="username" value={email ?? ''} autoComplete="username" />
          {FIELDS.map(({ name, autoComplete }) => (
            <FormField key={name} look="portal" id={`settings-${name}`} name={name} label={t(`user.settings.field.${name}`)} error={errorOf(name)} required>
              {(props) => <input {...props} type="password" autoComplete={autoComplete} />}
            </FormField>
          ))}
          <div className="actions">
            <button type="submit" className="button" {...submitProps(t('user.settings.change'), t('user.profile.saving'))} />
          </div>
        </form>
      </section>
      <EmailChangeForm email={email} {...emailChange} texts={texts} messages={messages} />
      {mobileChange && <MobileChangeForm {...mobileChange} texts={texts} messages={messages} />}
      <section className="card" aria-labelledby="settings-sessions">
        <h2 id="settings-sessions">{t('user.settings.sessions')}</h2>
        <p>{t('user.settings.sessionsIntro')}</p>
        <form method="post" action="/portal/user/settings/sign-out-everywhere">
          <button type="submit" className="button button--danger" data-pending-label={t('user.settings.signingOut')}>
            {t('user.settings.signOutEverywhere')}
          </button>
        </form>
      </section>
    </>
  );
}
