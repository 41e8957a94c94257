import type { Context, Handler } from 'hono';
import { readBody, str } from './body.ts';
import { requireUser } from './caller.ts';
import type { AuthDeps } from './config.ts';
import { AuthError, OAuthError } from './errors.ts';

/**
 * Sign-in methods this server does not offer (OAuth and OpenID providers, SAML SSO), answered as
 * GoTrue answers when they are switched off: its status, code and words. Phone: phone.ts; Web3: web3.ts.
 */

/** The OAuth providers GoTrue knows; any other name is "could not be found" rather than "not enabled". */
export const OAUTH_PROVIDERS = [
  'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab', 'google', 'kakao',
  'keycloak', 'linkedin', 'linkedin_oidc', 'notion', 'slack', 'slack_oidc', 'snapchat', 'spotify', 'twitch',
  'twitter', 'vercel_marketplace', 'workos', 'x', 'zoom',
] as const;

/** Issuers GoTrue pins for the id_token grant, when the provider's own name is given. */
const ID_TOKEN_ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  snapchat: 'https://accounts.snapchat.com',
  vercel_marketplace: 'https://marketplace.vercel.com',
  keycloak: '',
};

export const providerErrors = {
  /** GET /authorize and linkIdentity: the provider lookup failed. */
  unsupportedProvider: (reason: string) => new AuthError(400, 'validation_failed', `Unsupported provider: ${reason}`),
  providerDisabled: (issuer: string) =>
    new AuthError(400, 'provider_disabled', `Provider (issuer "${issuer}") is not enabled`),
  manualLinkingDisabled: () => new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled'),
  samlDisabled: () => new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled'),
  mfaWebAuthnDisabled: () => new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn'),
};

/** Why GoTrue's provider lookup fails here: every known provider is off, others are unknown. */
function providerLookupFailure(name: string | undefined): AuthError {
  const provider = (name ?? '').toLowerCase();
  if (provider.startsWith('custom:')) return providerErrors.unsupportedProvider('custom OAuth providers are disabled');
  if ((OAUTH_PROVIDERS as readonly string[]).includes(provider)) {
    return providerErrors.unsupportedProvider('provider is not enabled');
  }
  return providerErrors.unsupportedProvider(`Provider ${provider} could not be found`);
}

/** GET /authorize?provider=… (signInWithOAuth's redirect): no OAuth provider is enabled. */
export function authorizeProvider(): Handler {
  return (c) => {
    throw providerLookupFailure(c.req.query('provider'));
  };
}

/**
 * GET /user/identities/authorize (linkIdentity) and DELETE /user/identities/:id (unlinkIdentity):
 * behind GOTRUE_SECURITY_MANUAL_LINKING_ENABLED, off on hosted Supabase; on, there is still no
 * provider to link.
 */
export function identityLinking(deps: AuthDeps, action: 'link' | 'unlink'): Handler {
  return async (c) => {
    await requireUser(c, deps);
    if (!deps.config.manualLinking) throw providerErrors.manualLinkingDisabled();
    if (action === 'link') throw providerLookupFailure(c.req.query('provider'));
    throw new AuthError(404, 'identity_not_found', 'Identity doesn\'t exist');
  };
}

/** POST /sso (signInWithSSO) and the SAML endpoints: SAML is not enabled. */
export function samlDisabled(): Handler {
  return () => {
    throw providerErrors.samlDisabled();
  };
}

/** The `iss` of a JWT, read without verification (GoTrue detects Apple's and Azure's issuer this way). */
function unverifiedIssuer(token: string): string | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { iss?: unknown };
    return typeof claims.iss === 'string' ? claims.iss : null;
  } catch {
    return null;
  }
}

/**
 * POST /token?grant_type=id_token (signInWithIdToken): GoTrue's checks in its order, ending where a
 * provider that is off is named.
 */
export async function idTokenGrant(c: Context): Promise<never> {
  const body = await readBody(c);
  const idToken = str(body.id_token) ?? '';
  const provider = (str(body.provider) ?? '').toLowerCase();
  const issuer = str(body.issuer) ?? '';
  if (!idToken) throw new OAuthError(400, 'invalid request', 'id_token required');
  if (!provider && (!str(body.client_id) || !issuer)) {
    throw new OAuthError(400, 'invalid request', 'provider or client_id and issuer required');
  }
  if (provider === 'apple' || provider === 'azure') {
    const detected = unverifiedIssuer(idToken);
    const name = provider === 'apple' ? 'Apple' : 'Azure';
    if (!detected) throw new AuthError(400, 'validation_failed', `Unable to detect issuer in ID token for ${name} provider`);
    const matches = provider === 'apple'
      ? /^https:\/\/(appleid|account)\.apple\.com$/.test(detected)
      : /^https:\/\/(login\.microsoftonline\.com|sts\.windows\.net)\//.test(detected);
    if (!matches) throw new AuthError(400, 'validation_failed', `Detected ID token issuer is not an ${name} ID token issuer`);
    if (issuer && issuer !== detected) throw new AuthError(400, 'validation_failed', 'Provided issuer does not match ID token issuer');
    throw providerErrors.providerDisabled(detected);
  }
  const pinned = provider ? ID_TOKEN_ISSUERS[provider] : Object.values(ID_TOKEN_ISSUERS).find((known) => known && known === issuer);
  if (pinned !== undefined) throw providerErrors.providerDisabled(pinned);
  if (provider.startsWith('custom:')) throw new AuthError(400, 'validation_failed', 'Custom OAuth providers are disabled');
  throw new AuthError(400, 'validation_failed', `Custom OIDC provider "${provider}" not allowed`);
}
