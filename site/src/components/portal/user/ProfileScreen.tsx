// The profile (spec 4, 5): photo upload, details and rent preferences, completion shown as a bar.
// Both forms post to the server, so they work without a script. An island: the details are checked
// with core's schema before they post (islands/form/useCheckedForm).
import { profileUpdateSchema } from '@rentals/core/validation/profile';
import { translatorOf } from '../../../islands/form/texts.ts';
import { useCheckedForm } from '../../../islands/form/useCheckedForm.ts';
import type { ProfileTexts } from './profileTexts.ts';
import { PROFILE_FIELDS, type ProfileField, type ProfileLoad } from '../../../lib/portal/profile.ts';
import { FormField } from '../../form/FormField.tsx';
import { Notice } from '../ui/Notice.tsx';
import { ErrorState, PageHeading } from '../ui/States.tsx';

export interface ProfileScreenProps {
  state: ProfileLoad;
  /** What was sent, shown again when it was refused. */
  values?: Partial<Record<ProfileField, string>>;
  /** The server's errors, in the reader's language. */
  errors?: Partial<Record<ProfileField, string>>;
  texts: ProfileTexts;
  /** Core's English messages in the reader's language (i18n/messages.ts messageTable); none in English. */
  messages?: Record<string, string> | undefined;
}

const DETAILS: readonly ProfileField[] = PROFILE_FIELDS.slice(0, 6);
const PREFERENCES: readonly ProfileField[] = PROFILE_FIELDS.slice(6);
const TYPES: Partial<Record<ProfileField, { type?: string; inputMode?: 'numeric'; autoComplete?: string }>> = {
  full_name: { autoComplete: 'name' },
  first_name: { autoComplete: 'given-name' },
  last_name: { autoComplete: 'family-name' },
  phone: { type: 'tel', autoComplete: 'tel' },
  city: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1' },
  annual_income: { inputMode: 'numeric' },
  preferred_rent_min: { inputMode: 'numeric' },
  preferred_rent_max: { inputMode: 'numeric' },
  preferred_bedrooms: { inputMode: 'numeric' },
};

export function ProfileScreen({ state, values, errors = {}, texts, messages }: ProfileScreenProps) {
  const t = translatorOf(texts);
  const { errorOf, hasErrors, formProps, submitProps } = useCheckedForm({ schema: profileUpdateSchema, messages, serverErrors: errors });
  if (state.status === 'error') {
    return (
      <>
        <PageHeading title={t('user.profile.title')} />
        <ErrorState text={t(state.message)} retryLabel={t('portal.retry')} retryHref="/portal/user/profile" />
      </>
    );
  }
  const { profile, temporary, notice } = state.result;
  const percent = profile.profile_completion_percentage ?? 0;
  const value = (name: ProfileField) => values?.[name] ?? (profile[name] == null ? '' : String(profile[name]));
  const field = (name: ProfileField) => (
    <FormField key={name} look="portal" id={`profile-${name}`} name={name} label={t(`user.profile.field.${name}`)} error={errorOf(name)}>
      {(props) => <input {...props} defaultValue={value(name)} {...TYPES[name]} />}
    </FormField>
  );
  return (
    <>
      <PageHeading title={t('user.profile.title')} intro={t('user.profile.intro')} />
      {notice && <Notice kind="info" text={t(notice === 'Using temporary profile data' ? 'user.profile.temporary' : 'user.profile.creationFailed')} />}
      <div className="completion">
        <label htmlFor="profile-completion">{t('user.profile.completion', { percent })}</label>
        <progress id="profile-completion" max={100} value={percent} />
      </div>
      <section className="card" aria-labelledby="profile-photo">
        <h2 id="profile-photo">{t('user.profile.photo')}</h2>
        <div className="avatar-row">
          {profile.avatar_url ? (
            <img className="avatar" src={profile.avatar_url} alt={t('user.profile.photoAlt')} width={96} height={96} />
          ) : (
            <span className="avatar avatar--empty">{t('user.profile.noPhoto')}</span>
          )}
          <form method="post" action="/portal/user/profile/avatar" encType="multipart/form-data" className="form">
            <FormField look="portal" id="profile-avatar" name="avatar" label={t('user.profile.photoField')} hint={t('user.profile.photoHint')} required disabled={temporary}>
              {(props) => <input {...props} type="file" accept="image/jpeg,image/png,image/webp,image/gif,image/avif" />}
            </FormField>
            <div className="actions">
              <button type="submit" className="button button--small" data-pending-label={t('user.profile.uploading')} disabled={temporary}>
                {t('user.profile.upload')}
              </button>
            </div>
          </form>
        </div>
      </section>
      <form method="post" action="/portal/user/profile" className="form" noValidate {...formProps}>
        {hasErrors && <Notice kind="error" text={t('user.profile.invalid')} />}
        <fieldset>
          <legend>{t('user.profile.details')}</legend>
          <FormField look="portal" id="profile-email" label={t('user.profile.email')} hint={t('user.profile.emailHint')}>
            {(props) => <input {...props} value={profile.email ?? ''} readOnly />}
          </FormField>
          <div className="field-grid">{DETAILS.map(field)}</div>
        </fieldset>
        <fieldset>
          <legend>{t('user.profile.preferences')}</legend>
          <div className="field-grid">{PREFERENCES.map(field)}</div>
        </fieldset>
        <div className="actions">
          <button type="submit" className="button" {...submitProps(t('user.profile.save'), t('user.profile.saving'))} {...(temporary ? { disabled: true } : {})} />
        </div>
      </form>
    </>
  );
}
