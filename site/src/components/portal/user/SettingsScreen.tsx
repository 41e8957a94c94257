// Settings: password change (current password, new, again) and sign out everywhere.
import type { Translate } from '../../../i18n/t.ts';
import type { MessageKey } from '../../../i18n/catalogue.ts';
import type { PasswordField } from '../../../lib/portal/settings.ts';
import { FormField } from '../../form/FormField.tsx';
import { PageHeading } from '../ui/States.tsx';

export interface SettingsScreenProps {
  email: string | null;
  errors?: Partial<Record<PasswordField, MessageKey>>;
  t: Translate;
}

const FIELDS: readonly { name: PasswordField; autoComplete: string }[] = [
  { name: 'current_password', autoComplete: 'current-password' },
  { name: 'password', autoComplete: 'new-password' },
  { name: 'confirm_password', autoComplete: 'new-password' },
];

export function SettingsScreen({ email, errors = {}, t }: SettingsScreenProps) {
  return (
    <>
      <PageHeading title={t('user.settings.title')} intro={t('user.settings.intro')} />
      <section className="card" aria-labelledby="settings-password-heading">
        <h2 id="settings-password-heading">{t('user.settings.password')}</h2>
        <form method="post" action="/portal/user/settings" className="form">
          {/* Lets password managers pair the new password with the account. */}
          <input type="hidden" name="username" value={email ?? ''} autoComplete="username" />
          {FIELDS.map(({ name, autoComplete }) => (
            <FormField key={name} look="portal" id={`settings-${name}`} name={name} label={t(`user.settings.field.${name}`)} error={errors[name] && t(errors[name])} required>
              {(props) => <input {...props} type="password" autoComplete={autoComplete} />}
            </FormField>
          ))}
          <div className="actions">
            <button type="submit" className="button" data-pending-label={t('user.profile.saving')}>
              {t('user.settings.change')}
            </button>
          </div>
        </form>
      </section>
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
