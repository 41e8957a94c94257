import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorage, type StorageFixture } from '../storage/fixture.ts';
import { expectNoSqlEcho, fuzzRuns } from './fuzz.ts';

/**
 * The upload routes of issue 20 (signed upload URLs, tus resumable uploads) given arbitrary
 * headers, metadata, ids and bodies, as a visitor, a user and the service role: a 4xx, never a 5xx,
 * never SQL in the answer.
 */
let f: StorageFixture;
const RUNS = fuzzRuns(40);
beforeAll(async () => {
  f = await startStorage();
});
afterAll(() => f.gateway.close());

type Caller = 'anon' | 'user' | 'service' | 'none';
const bearer = (caller: Caller) =>
  caller === 'user' ? f.a.token : caller === 'service' ? f.gateway.ctx.keys.serviceRoleKey : f.gateway.ctx.keys.anonKey;

const text = fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 6 }),
  fc.constantFrom('', '/', '..', '../x', '\u0000', '\ud800', 'tenant-docs', 'property-images', 'nope', '{"a":"\\u0000"}', '[]', '{}'));
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const metadataHeader = fc.oneof(
  fc.dictionary(fc.constantFrom('bucketName', 'objectName', 'contentType', 'cacheControl', 'metadata', 'x'), text, { maxKeys: 5 })
    .map((fields) => Object.entries(fields).map(([k, v]) => `${k} ${b64(v)}`).join(',')),
  fc.constantFrom('', 'bucketName', 'bucketName !!!', 'a b c', ',,,', 'bucketName dGVuYW50LWRvY3M=,objectName Li4vLi4vZXRj'),
);
const number = fc.oneof(fc.nat().map(String), fc.constantFrom('', '-1', '1e3', '999999999999999999', 'abc', '0'));
const id = fc.oneof(
  text.map((s) => Buffer.from(s, 'utf8').toString('base64url')),
  fc.constantFrom('', 'x', 'dGVuYW50LWRvY3MvYS9iLzAwMDAwMDAwLTAwMDAtMDAwMC0wMDAwLTAwMDAwMDAwMDAwMA', '..', '%00'),
);
const headers = fc.record({
  'tus-resumable': fc.constantFrom('1.0.0', '0.2.2', ''),
  'upload-length': number,
  'upload-offset': number,
  'upload-metadata': metadataHeader,
  'content-type': fc.constantFrom('application/offset+octet-stream', 'application/json', 'text/plain', ''),
  'x-upsert': fc.constantFrom('true', 'false', ''),
  'x-signature': fc.constantFrom('', 'abc', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9.e30.x'),
}, { requiredKeys: [] });
const body = fc.oneof(fc.constant(''), text, fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')));

async function send(method: string, path: string, caller: Caller, extra: Record<string, string>, payload: string) {
  const response = await fetch(`${f.gateway.url}/storage/v1${path}`, {
    method,
    headers: {
      ...(caller === 'none' ? {} : { apikey: f.gateway.ctx.keys.anonKey, authorization: `Bearer ${bearer(caller)}` }),
      ...Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== '')),
    },
    body: method === 'HEAD' || method === 'GET' || method === 'DELETE' ? undefined : payload,
  });
  return { status: response.status, answer: await response.text() };
}

const ROUTES: [string, (id: string, key: string) => string][] = [
  ['POST', () => '/upload/resumable'],
  ['PATCH', (upload) => `/upload/resumable/${upload}`],
  ['HEAD', (upload) => `/upload/resumable/${upload}`],
  ['DELETE', (upload) => `/upload/resumable/${upload}`],
  ['POST', () => '/upload/resumable/sign'],
  ['PATCH', (upload) => `/upload/resumable/sign/${upload}`],
  ['HEAD', (upload) => `/upload/resumable/sign/${upload}`],
  ['POST', (_upload, key) => `/object/upload/sign/tenant-docs/${key}`],
  ['PUT', (upload, key) => `/object/upload/sign/tenant-docs/${key}?token=${upload}`],
];

describe('the upload routes answer bad input with a 4xx, never a 5xx', () => {
  it.each(ROUTES.map(([method, path]) => [method, path('ID', 'KEY'), path] as const))('%s %s (fuzz)', async (method, _label, path) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<Caller>('anon', 'user', 'service', 'none'), id, text.map(encodeURIComponent), headers, body,
        async (caller, upload, key, extra, payload) => {
          const target = path(upload, key || 'x');
          const { status, answer } = await send(method, target, caller, extra, payload);
          const context = `${method} ${target} as ${caller} ${JSON.stringify(extra)} ${JSON.stringify(payload)}`;
          expect(status, `${context} -> ${answer}`).toBeLessThan(500);
          expectNoSqlEcho(answer, context);
        }),
      RUNS,
    );
  });
});

describe('user metadata PostgreSQL cannot store', () => {
  it('is a 400, not a 500, for a plain upload, a signed one and a resumable one', async () => {
    const nul = Buffer.from('{"note":"\\u0000"}').toString('base64');
    const plain = await fetch(`${f.gateway.url}/storage/v1/object/tenant-docs/${f.a.id}/nul.txt`, {
      method: 'POST', headers: { authorization: `Bearer ${f.a.token}`, 'content-type': 'text/plain', 'x-metadata': nul }, body: 'abc',
    });
    expect(plain.status).toBe(400);
    expect(await plain.json()).toMatchObject({ statusCode: '400' });
    const { data } = await f.a.client.storage.from('tenant-docs').createSignedUploadUrl(`${f.a.id}/nul-signed.txt`);
    const signed = await fetch(`${f.gateway.url}/storage/v1${new URL(data!.signedUrl).pathname.replace('/storage/v1', '')}?token=${data!.token}`, {
      method: 'PUT', headers: { 'content-type': 'text/plain', 'x-metadata': nul }, body: 'abc',
    });
    expect(signed.status).toBe(400);
    const resumable = await fetch(`${f.gateway.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${f.a.token}`, 'tus-resumable': '1.0.0', 'upload-length': '3',
        'upload-metadata': [`bucketName ${Buffer.from('tenant-docs').toString('base64')}`,
          `objectName ${Buffer.from(`${f.a.id}/nul-tus.txt`).toString('base64')}`, `metadata ${Buffer.from('{"note":"\\u0000"}').toString('base64')}`].join(','),
      },
    });
    expect(resumable.status).toBe(400);
  });
});
