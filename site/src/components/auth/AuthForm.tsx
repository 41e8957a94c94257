// The forms of /auth, rendered on the server only (no client directive): they post to the page,
// which answers with a redirect, or with the form again showing a message next to each wrong field.
import './AuthForm.css';
import { ErrorSummary } from '../form/ErrorSummary.tsx';
import { FormField } from '../form/FormField.tsx';
import type { AuthField, AuthValues } from '../../lib/auth/forms.ts';
import type { AuthFormTexts } from './authFormTexts.ts';

export type AuthFormMode = 'signin' | 'signup' | 'forgot' | 'reset';

export interface AuthFormProps {
  mode: AuthFormMode;
  texts: AuthFormTexts;
  /** Where the form posts (the page itself, with its query). */
  action: string;
  /** Accessible name of the form: the page's heading. */
  label: string;
  values?: AuthValues;
  /** Translated messages next to their fields. */
  errors?: Partial<Record<AuthField, string>>;
  /** A translated problem with the whole form. */
  formError?: string;
}

const FIELDS: Record<AuthFormMode, readonly AuthField[]> = {
  signin: ['email', 'password'],
  signup: ['full_name', 'phone', 'email', 'password'],
  forgot: ['email'],
  reset: ['password', 'confirm_password'],
};

const SUBMIT: Record<AuthFormMode, keyof AuthFormTexts> = {
  signin: 'auth.submit.signin',
  signup: 'auth.submit.signup',
  forgot: 'auth.submit.forgot',
  reset: 'auth.submit.reset',
};

export function AuthForm({ mode, texts, action, label, values = {}, errors = {}, formError }: AuthFormProps) {
  const fields = FIELDS[mode];
  const fieldErrors = fields.flatMap((field) => (errors[field] ? [[`auth-${field}`, errors[field]] as const] : []));
  const newPassword = mode !== 'signin';
  const field = (name: AuthField) => ({ id: `auth-${name}`, name, error: errors[name] });
  return (
    <form className="auth-form" method="post" action={action} noValidate aria-label={label}>
      {(formError || fieldErrors.length > 0) && (
        <ErrorSummary heading={texts['auth.summary.heading']} message={formError ?? texts['auth.summary.fixFields']} fields={fieldErrors} />
      )}
      <input type="hidden" name="mode" value={mode} />
      {fields.includes('full_name') && (
        <FormField {...field('full_name')} label={texts['auth.field.fullName']} required>
          {(props) => <input {...props} type="text" autoComplete="name" maxLength={100} defaultValue={values.full_name} />}
        </FormField>
      )}
      {fields.includes('phone') && (
        <FormField {...field('phone')} label={texts['auth.field.phone']} hint={texts['auth.field.phoneHint']}>
          {(props) => <input {...props} type="tel" autoComplete="tel" inputMode="tel" maxLength={20} defaultValue={values.phone} />}
        </FormField>
      )}
      {fields.includes('email') && (
        <FormField {...field('email')} label={texts['auth.field.email']} required>
          {(props) => <input {...props} type="email" autoComplete={mode === 'signup' ? 'email' : 'username'} maxLength={254} defaultValue={values.email} />}
        </FormField>
      )}
      {fields.includes('password') && (
        <FormField
          {...field('password')}
          label={texts[mode === 'reset' ? 'auth.field.newPassword' : 'auth.field.password']}
          {...(newPassword ? { hint: texts['auth.field.passwordHint'] } : {})}
          required
        >
          {(props) => <input {...props} type="password" autoComplete={newPassword ? 'new-password' : 'current-password'} />}
        </FormField>
      )}
      {fields.includes('confirm_password') && (
        <FormField {...field('confirm_password')} label={texts['auth.field.confirmPassword']} required>
          {(props) => <input {...props} type="password" autoComplete="new-password" />}
        </FormField>
      )}
      <button className="form-submit auth-form__submit" type="submit">
        {texts[SUBMIT[mode]]}
      </button>
    </form>
  );
}
