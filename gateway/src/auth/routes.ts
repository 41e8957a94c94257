import { Hono } from 'hono';
import type { GatewayContext } from '../context.ts';
import { deleteFactorAsAdmin, listFactorsAsAdmin } from './adminFactors.ts';
import { deleteUserAsAdmin, getUserAsAdmin, updateUserAsAdmin } from './adminUser.ts';
import { createUserAsAdmin, listUsers } from './adminUsers.ts';
import { requireApiKey } from './apikey.ts';
import { authConfigFromEnv, type AuthConfig, type AuthDeps } from './config.ts';
import { API_VERSION_2024, authErrors, renderAuthError } from './errors.ts';
import { challengeFactor } from './factorChallenge.ts';
import { unenrollFactor } from './factorDelete.ts';
import { enrollFactor } from './factors.ts';
import { verifyFactor } from './factorVerify.ts';
import { generateLink } from './generateLink.ts';
import { invite } from './invite.ts';
import { logout } from './logout.ts';
import { magicLink } from './magicLink.ts';
import { limiter } from './rateLimit.ts';
import { resolveClientAddress } from '../clientAddress.ts';
import { authorizeProvider, identityLinking, samlDisabled } from './providers.ts';
import { reauthenticate } from './reauthenticate.ts';
import { recover } from './recover.ts';
import { resend } from './resend.ts';
import { settings } from './settings.ts';
import { signup } from './signup.ts';
import { token } from './token.ts';
import { getUser } from './user.ts';
import { updateUser } from './userUpdate.ts';
import { verifyLinkGet, verifyOtpPost } from './verify.ts';

/** Routes a browser opens from an email or a redirect: no apikey, as on Supabase's gateway. */
const OPEN_ROUTES = new Set(['/verify', '/callback', '/authorize', '/.well-known/jwks.json', '/health']);

/**
 * The GoTrue protocol, mounted by the app at /auth/v1. `config` overrides the environment
 * (tests lower the rate limits through it).
 */
export function authRoutes(ctx: GatewayContext, config: AuthConfig = authConfigFromEnv()): Hono {
  const deps: AuthDeps = { ctx, config };
  const limits = {
    signIn: limiter(config.rateLimits.signIn, authErrors.rateLimited, { pool: ctx.adminPool, name: 'sign_in' }),
    tokenRefresh: limiter(config.rateLimits.tokenRefresh, authErrors.rateLimited, { pool: ctx.adminPool, name: 'refresh' }),
    verify: limiter(config.rateLimits.verify, authErrors.rateLimited, { pool: ctx.adminPool, name: 'verify' }),
    emailSent: limiter(config.rateLimits.emailSent, authErrors.emailRateLimited, { pool: ctx.adminPool, name: 'email' }),
    smsSent: limiter(config.rateLimits.smsSent, authErrors.smsRateLimited, { pool: ctx.adminPool, name: 'sms' }),
  };
  const app = new Hono();
  app.use('*', resolveClientAddress(ctx));
  app.onError(renderAuthError);
  app.notFound((c) => renderAuthError(authErrors.notFound(), c));

  const apiKey = requireApiKey(ctx.keys);
  app.use('*', async (c, next) => {
    const version = c.req.header('x-supabase-api-version');
    if (version && version >= API_VERSION_2024) c.header('X-Supabase-Api-Version', API_VERSION_2024);
    const mount = c.req.path.indexOf('/auth/v1');
    const route = mount >= 0 ? c.req.path.slice(mount + '/auth/v1'.length) : c.req.path;
    if (c.req.method === 'OPTIONS' || OPEN_ROUTES.has(route)) return next();
    return apiKey(c, next);
  });

  app.get('/health', (c) => c.json({ version: 'local', name: 'GoTrue', description: 'Local GoTrue-compatible auth' }));
  app.get('/settings', settings(deps));
  // Tokens are signed with the shared HS256 secret, which is never published: GoTrue then lists no
  // keys, and supabase-js's getClaims() falls back to asking /user.
  app.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }));
  app.post('/signup', limits.signIn.middleware, signup(deps, limits.emailSent, limits.smsSent));
  app.post('/token', token(deps, limits));
  app.get('/user', getUser(deps));
  app.put('/user', updateUser(deps, limits.emailSent, limits.smsSent));
  app.get('/authorize', authorizeProvider());
  app.get('/user/identities/authorize', identityLinking(deps, 'link'));
  app.delete('/user/identities/:id', identityLinking(deps, 'unlink'));
  app.post('/sso', samlDisabled());
  app.get('/sso/saml/metadata', samlDisabled());
  app.post('/sso/saml/acs', samlDisabled());
  app.post('/logout', logout(deps));
  app.get('/reauthenticate', reauthenticate(deps, limits.emailSent, limits.smsSent));
  app.post('/recover', recover(deps, limits.emailSent));
  app.post('/otp', magicLink(deps, limits.emailSent, limits.smsSent));
  app.post('/resend', resend(deps, limits.emailSent, limits.smsSent));
  app.get('/verify', limits.verify.middleware, verifyLinkGet(deps));
  app.post('/verify', limits.verify.middleware, verifyOtpPost(deps));
  app.post('/factors', enrollFactor(deps));
  app.post('/factors/:id/challenge', challengeFactor(deps));
  app.post('/factors/:id/verify', limits.verify.middleware, verifyFactor(deps));
  app.delete('/factors/:id', unenrollFactor(deps));
  app.post('/invite', invite(deps));
  app.post('/admin/generate_link', generateLink(deps));
  app.get('/admin/users', listUsers(deps));
  app.post('/admin/users', createUserAsAdmin(deps));
  app.get('/admin/users/:id', getUserAsAdmin(deps));
  app.put('/admin/users/:id', updateUserAsAdmin(deps));
  app.delete('/admin/users/:id', deleteUserAsAdmin(deps));
  app.get('/admin/users/:id/factors', listFactorsAsAdmin(deps));
  app.delete('/admin/users/:id/factors/:factorId', deleteFactorAsAdmin(deps));
  return app;
}
