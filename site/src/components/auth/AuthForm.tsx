// The forms of /auth, rendered on the server only (no client directive): they post to the page,
// which answers with a redirect, or with the form again showing a message next to each wrong field.
import './AuthForm.css';
import { ErrorSummary } from '../form/ErrorSummary.tsx';
import { FormField } from '../form/FormField.tsx';
import type { AuthField, AuthValues } from '../../lib/auth/forms.ts';
import type { AuthFormTexts } from './authFormTexts.ts';

/** `phone` asks for a mobile number to text a code to; `phoneCode` for that code. */
export type AuthFormMode = 'signin' | 'signup' | 'forgot' | 'reset' | 'phone' | 'phoneCode';

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
  /** On the code step: the number the code was texted to, posted back with the code. */
  phone?: string;
}

const FIELDS: Record<AuthFormMode, readonly AuthField[]> = {
  signin: ['email', 'password'],
  signup: ['full_name', 'phone', 'email', 'password'],
  forgot: ['email'],
  reset: ['password', 'confirm_password'],
  phone: ['phone'],
  phoneCode: ['token'],
};

const SUBMIT: Record<AuthFormMode, keyof AuthFormTexts> = {
  signin: 'auth.submit.signin',
  signup: 'auth.submit.signup',
  forgot: 'auth.submit.forgot',
  reset: 'auth.submit.reset',
  phone: 'auth.submit.phone',
  phoneCode: 'auth.submit.phoneCode',
};

export function AuthForm({ mode, texts, action, label, values = {}, errors = {}, formError, phone }: AuthFormProps) {
  const fields = FIELDS[mode];
  const fieldErrors = fields.flatMap((field) => (errors[field] ? [[`auth-${field}`, errors[field]] as const] : []));
  const newPassword = mode === 'signup' || mode === 'reset';
  const field = (name: AuthField) => ({ id: `auth-${name}`, name, error: errors[name] });
  return (
    <form className="auth-form" method="post" action={action} noValidate aria-label={label}>
      {(formError || fieldErrors.length > 0) && (
        <ErrorSummary heading={texts['auth.summary.heading']} message={formError ?? texts['auth.summary.fixFields']} fields={fieldErrors} />
      )}
      <input type="hidden" name="mode" value={mode} />
      {mode === 'phoneCode' && <input type="hidden" name="phone" value={phone ?? ''} />}
      {fields.includes('full_name') && (
        <FormField {...field('full_name')} label={texts['auth.field.fullName']} required>
          {(props) => <input {...props} type="text" autoComplete="name" maxLength={100} defaultValue={values.full_name} />}
        </FormField>
      )}
      {fields.includes('phone') && (
        <FormField
          {...field('phone')}
          label={texts[mode === 'phone' ? 'auth.field.mobile' : 'auth.field.phone']}
          hint={texts['auth.field.phoneHint']}
          required={mode === 'phone'}
        >
          {(props) => <input {...props} type="tel" autoComplete="tel" inputMode="tel" maxLength={20} defaultValue={values.phone} />}
        </FormField>
      )}
      {fields.includes('token') && (
        <FormField {...field('token')} label={texts['auth.field.code']} hint={texts['auth.field.codeHint']} required>
          {(props) => <input {...props} type="text" autoComplete="one-time-code" inputMode="numeric" maxLength={12} />}
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
