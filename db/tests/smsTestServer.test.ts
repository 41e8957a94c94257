import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FORM_BYTES, providerApi } from '../src/sms/testServer.ts';

const api = providerApi();
let url: string;
beforeAll(async () => {
  url = await api.listen();
});
afterAll(() => api.close());

const post = (body: string) =>
  fetch(`${url}/send`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Basic a2V5' }, body });

describe("the SMS provider's test API", () => {
  it('records a form and answers as told', async () => {
    api.answer(201, { ok: true });
    const response = await post('To=%2B919876543210&Body=Your+code+is+123456');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(api.received.at(-1)).toEqual({ path: '/send', authorization: 'Basic a2V5', form: { To: '+919876543210', Body: 'Your code is 123456' } });
  });

  it('refuses a body larger than its limit, and records nothing of it', async () => {
    const before = api.received.length;
    const response = await post(`Body=${'x'.repeat(MAX_FORM_BYTES + 1)}`);
    expect(response.status).toBe(413);
    expect(api.received.length).toBe(before);
  });
});
