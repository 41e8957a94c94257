// Settings: the account's mobile number, and adding or changing it with a code texted to the new
// number (lib/portal/phoneChange.ts). Two forms: the number, then, while a number waits for its
// code (the user's `new_phone`), the code. Each is checked with core's schema before it posts.
import { mobileChangeSchema, plusE164, smsCodeSchema } from '@rentals/core/validation/mobile';
import { FormField } from '../../form/FormField.tsx';
import { translatorOf } from '../../../islands/form/texts.ts';
import { useCheckedForm } from '../../../islands/form/useCheckedForm.ts';
import type { SettingsTexts } from './settingsTexts.ts';

export interface MobileChangeFormProps {
  /** The account's confirmed number as the auth server keeps it ('919876543210'), if any. */
  phone: string | null;
  /** A number waiting for its texted code (the user's `new_phone`). */
  pending?: string | null | undefined;
  /** What was posted, and the server's error in the reader's language, per form. */
  value?: string | undefined;
  error?: string | undefined;
  codeError?: string | undefined;
  texts: SettingsTexts;
  /** Core's English messages in the reader's language (i18n/messages.ts messageTable); none in English. */
  messages?: Record<string, string> | undefined;
}

export function MobileChangeForm({ phone, pending, value, error, codeError, texts, messages }: MobileChangeFormProps) {
  const t = translatorOf(texts);
  const number = useCheckedForm({ schema: mobileChangeSchema, messages, serverErrors: error ? { phone: error } : {} });
  const code = useCheckedForm({ schema: smsCodeSchema, messages, serverErrors: codeError ? { token: codeError } : {} });
  return (
    <section className="card" aria-labelledby="settings-mobile-heading">
      <h2 id="settings-mobile-heading">{t('user.settings.mobile')}</h2>
      <p>{phone ? t('user.settings.mobileCurrent', { phone: plusE164(phone) }) : t('user.settings.mobileNone')}</p>
      {pending && (
        <form method="post" action="/portal/user/settings" className="form" noValidate aria-labelledby="settings-mobile-code-note" {...code.formProps}>
          <p id="settings-mobile-code-note" className="notice notice--info" role="status">
            {t('user.settings.mobilePending', { phone: plusE164(pending) })}
          </p>
          <input type="hidden" name="form" value="phoneCode" />
          <input type="hidden" name="phone" value={plusE164(pending)} />
          <FormField look="portal" id="settings-mobile-token" name="token" label={t('user.settings.field.token')} error={code.errorOf('token')} required>
            {(props) => <input {...props} type="text" autoComplete="one-time-code" inputMode="numeric" maxLength={12} />}
          </FormField>
          <div className="actions">
            <button type="submit" className="button" {...code.submitProps(t('user.settings.verifyMobile'), t('user.profile.saving'))} />
          </div>
        </form>
      )}
      <form method="post" action="/portal/user/settings" className="form" noValidate aria-labelledby="settings-mobile-heading" {...number.formProps}>
        <input type="hidden" name="form" value="phone" />
        <FormField
          look="portal"
          id="settings-mobile"
          name="phone"
          label={t(phone ? 'user.settings.field.newMobile' : 'user.settings.field.mobile')}
          hint={t('user.settings.mobileHint')}
          error={number.errorOf('phone')}
          required
        >
          {(props) => <input {...props} type="tel" autoComplete="tel" inputMode="tel" maxLength={20} defaultValue={value ?? ''} />}
        </FormField>
        <div className="actions">
          <button type="submit" className="button" {...number.submitProps(t('user.settings.sendMobileCode'), t('user.profile.saving'))} />
        </div>
      </form>
    </section>
  );
}
