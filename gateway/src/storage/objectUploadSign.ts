import type { Context, Handler } from 'hono';
import { scopeHeaders } from '../clientAddress.ts';
import type { GatewayContext } from '../context.ts';
import { JwtError, signJwt, verifyJwt } from '../jwt.ts';
import type { RequestScope } from '../scope.ts';
import { findBucket } from './bucketRules.ts';
import { callerScope } from './caller.ts';
import type { StorageConfig } from './config.ts';
import { StorageError, storageErrors } from './errors.ts';
import { readJson } from './json.ts';
import { checkCanUpload } from './objectStore.ts';
import { receiveObject } from './objectUpload.ts';
import { bucketId, objectKey } from './paths.ts';

/** storage-api's scope claim of an upload token; download tokens carry none and are refused here. */
export const UPLOAD_SCOPE = 'upload';

/**
 * Who signed an upload URL, kept inside the token under one claim: the upload runs as them, so RLS
 * decides as for their own upload. Never at the top level, where `role` and `sub` would make the
 * token a bearer token for /rest/v1.
 */
interface Signer {
  role: string;
  claims: Record<string, unknown>;
}

const signatureErrors = {
  invalid: (message = 'Invalid signature') => new StorageError('400', 'InvalidSignature', 'Invalid Signature', message),
  expired: () => new StorageError('400', 'ExpiredToken', 'Unauthorized', 'The provided token has expired.'),
};

/** A mimetype for the signing-time check: the sign request's own type is JSON, not the file's. */
function probableType(c: Context, allowed: string[] | null): string {
  const declared = c.req.header('content-type') ?? '';
  if (declared && !/^application\/json\b/i.test(declared)) return declared;
  return allowed?.find((type) => !type.includes('*')) ?? 'application/octet-stream';
}

/**
 * POST /object/upload/sign/:bucket/:key (createSignedUploadUrl, `x-upsert: true` to replace):
 * asks RLS now whether the caller may write the name, then signs a URL for that one object, valid
 * for UPLOAD_SIGNED_URL_EXPIRATION_TIME.
 */
export function signUploadUrl(ctx: GatewayContext, config: StorageConfig): Handler {
  return async (c) => {
    const bucket = bucketId(c.req.param('bucket'));
    const key = objectKey(c.req.param('key'));
    await readJson(c);
    const upsert = c.req.header('x-upsert') === 'true';
    const scope = await callerScope(c, ctx, false);
    const bucketRow = await findBucket(ctx, bucket);
    await checkCanUpload(ctx, scope, { bucket, key, upsert, mimetype: probableType(c, bucketRow.allowed_mime_types), size: 0 });
    const { exp: _exp, iat: _iat, nbf: _nbf, ...claims } = scope.claims;
    const signer: Signer = { role: scope.role, claims };
    const token = await signJwt({ url: `${bucket}/${key}`, upsert, scope: UPLOAD_SCOPE, signer }, ctx.keys.jwtSecret, config.uploadSignedUrlExpiresIn);
    return c.json({ url: `/object/upload/sign/${bucket}/${key}?token=${token}`, token });
  };
}

/** The upload token's promise, checked to name this very object and still be valid. */
export async function verifyUploadToken(ctx: GatewayContext, token: string, bucket: string, key: string): Promise<{ upsert: boolean; signer: Signer }> {
  let claims: Record<string, unknown>;
  try {
    claims = await verifyJwt(token, ctx.keys.jwtSecret);
  } catch (error) {
    if (error instanceof JwtError && error.failure.kind === 'expired') throw signatureErrors.expired();
    throw storageErrors.invalidJwt(error instanceof Error ? error.message : 'Invalid JWT');
  }
  if (claims.scope !== UPLOAD_SCOPE) throw signatureErrors.invalid(`Token is not scoped for ${UPLOAD_SCOPE}`);
  if (claims.url !== `${bucket}/${key}`) throw signatureErrors.invalid();
  const signer = claims.signer as Signer | undefined;
  if (!signer || typeof signer.role !== 'string' || !signer.claims || typeof signer.claims !== 'object') {
    throw signatureErrors.invalid();
  }
  return { upsert: claims.upsert === true, signer };
}

export function signerScope(c: Context, signer: Signer): RequestScope {
  return {
    role: signer.role,
    claims: { ...signer.claims, role: signer.role },
    headers: scopeHeaders(c),
    method: c.req.method,
    path: c.req.path,
    readOnly: false,
  };
}

/**
 * PUT /object/upload/sign/:bucket/:key?token= (uploadToSignedUrl): no other credentials; the file
 * goes through the same size, type, content and RLS checks as the signer's own upload would.
 */
export function uploadToSignedUrl(ctx: GatewayContext, config: StorageConfig): Handler {
  return async (c) => {
    const bucket = bucketId(c.req.param('bucket'));
    const key = objectKey(c.req.param('key'));
    const { upsert, signer } = await verifyUploadToken(ctx, c.req.query('token') ?? '', bucket, key);
    const bucketRow = await findBucket(ctx, bucket);
    await receiveObject(c, ctx, config, { bucket, key, upsert, scope: signerScope(c, signer), bucketRow });
    return c.json({ Key: `${bucket}/${key}` });
  };
}
