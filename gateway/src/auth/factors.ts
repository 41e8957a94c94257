import type { Handler } from 'hono';
import QRCode from 'qrcode';
import { audit } from './audit.ts';
import { readBody, str } from './body.ts';
import { requireUser } from './caller.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { authErrors } from './errors.ts';
import { phoneErrors } from './phone.ts';
import { providerErrors } from './providers.ts';
import { newTotpSecret, totpFor } from './totp.ts';

/**
 * POST /factors: enrolls an unverified TOTP factor and returns its secret, otpauth URI and SVG QR code.
 * Once the user has a verified factor, only an aal2 session may add another (GoTrue's rule): else a
 * stolen password alone could enrol the thief's own authenticator and reach aal2.
 */
export function enrollFactor(deps: AuthDeps): Handler {
  return async (c) => {
    const { user, aal } = await requireUser(c, deps);
    if (user.row.is_anonymous) throw authErrors.anonymousForbidden();
    const body = await readBody(c);
    // GoTrue chooses by factor type first; phone and WebAuthn factors are switched off here.
    const factorType = str(body.factor_type) ?? 'totp';
    if (factorType === 'phone') throw phoneErrors.mfaDisabled();
    if (factorType === 'webauthn') throw providerErrors.mfaWebAuthnDisabled();
    if (factorType !== 'totp') throw authErrors.validation('factor_type needs to be totp, phone, or webauthn');
    if (aal !== 'aal2' && user.factors.some((f) => f.status === 'verified')) {
      throw authErrors.insufficientAal('AAL2 required to enroll a new factor', 422);
    }
    const friendlyName = str(body.friendly_name) || null;
    if (friendlyName && user.factors.some((f) => f.friendly_name === friendlyName)) {
      throw authErrors.factorNameConflict(friendlyName);
    }
    if (user.factors.length >= deps.config.maxEnrolledFactors) throw authErrors.tooManyFactors();
    const issuer = str(body.issuer) || new URL(deps.ctx.siteUrl).host;
    const secret = newTotpSecret();
    const uri = totpFor(secret, issuer, user.row.email || user.row.id).toString();
    const factorId = await inTransaction(deps.ctx.adminPool, async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
         values ($1, $2, 'totp', 'unverified', $3) returning id`,
        [user.row.id, friendlyName, secret],
      );
      await audit(client, c, {
        actorId: user.row.id, actorUsername: user.row.email, action: 'factor_in_progress', logType: 'factor',
        traits: { factor_id: rows[0]!.id, factor_type: 'totp' },
      });
      return rows[0]!.id;
    });
    const qrCode = await QRCode.toString(uri, { type: 'svg' });
    return c.json({
      id: factorId,
      type: 'totp',
      friendly_name: friendlyName ?? '',
      totp: { qr_code: qrCode, secret, uri },
    });
  };
}
