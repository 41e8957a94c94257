import type { Handler } from 'hono';
import type { AuthDeps } from './config.ts';
import { OAUTH_PROVIDERS } from './providers.ts';
import { smsSender } from '@rentals/db/sms/sender';

/** GET /settings: which sign-in methods this server offers. */
export function settings({ config }: AuthDeps): Handler {
  return (c) =>
    c.json({
      external: {
        ...Object.fromEntries(OAUTH_PROVIDERS.map((name) => [name, false])),
        email: true,
        phone: config.sms.enabled,
        anonymous_users: config.anonymousUsers,
      },
      disable_signup: config.disableSignup,
      mailer_autoconfirm: config.mailerAutoconfirm,
      phone_autoconfirm: false,
      // The development mailbox is no provider: '' as GoTrue says with none set.
      sms_provider: config.sms.enabled ? smsSender(config.sms).name : '',
      saml_enabled: false,
    });
}
