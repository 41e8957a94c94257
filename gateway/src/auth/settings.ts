import type { Handler } from 'hono';
import type { AuthDeps } from './config.ts';

/** GET /settings: which sign-in methods this server offers. */
export function settings({ config }: AuthDeps): Handler {
  return (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: config.anonymousUsers },
      disable_signup: config.disableSignup,
      mailer_autoconfirm: config.mailerAutoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
}
