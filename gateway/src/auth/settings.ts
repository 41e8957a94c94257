import type { Handler } from 'hono';
import type { AuthDeps } from './config.ts';
import { OAUTH_PROVIDERS } from './providers.ts';

/** GET /settings: which sign-in methods this server offers. */
export function settings({ config }: AuthDeps): Handler {
  return (c) =>
    c.json({
      external: {
        ...Object.fromEntries(OAUTH_PROVIDERS.map((name) => [name, false])),
        email: true,
        phone: false,
        anonymous_users: config.anonymousUsers,
      },
      disable_signup: config.disableSignup,
      mailer_autoconfirm: config.mailerAutoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
}
