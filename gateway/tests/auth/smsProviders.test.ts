// The SMS providers GoTrue knows that serve India, each spoken to over its own HTTP API as GoTrue
// speaks it: Textlocal, Twilio and Vonage. Each provider's API is a local server this test starts
// (SMS_API_URL points the gateway at it); it records what it was sent and answers as the provider
// documents, success or refusal.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SmsProviderSettings } from '@rentals/db/sms/settings';
import { providerApi } from '@rentals/db/sms/testServer';
import { authHeaders, startGateway, type TestGateway } from './harness.ts';

let gateway: TestGateway;
const api = providerApi();
let apiUrl: string;
beforeAll(async () => {
  apiUrl = await api.listen();
  gateway = await startGateway((config) => {
    config.sms.enabled = true;
    for (const limit of Object.values(config.rateLimits)) limit.points = 1000;
  });
  gateway.config.sms.apiUrl = apiUrl;
});
afterAll(async () => {
  await gateway.close();
  await api.close();
});
beforeEach(() => {
  api.received.length = 0;
});

let counter = 0;
function newNumber() {
  counter += 1;
  return `91987650${String(counter).padStart(4, '0')}`;
}

const use = (provider: SmsProviderSettings) => {
  gateway.config.sms.provider = provider;
};

/** Signs in with the code the provider was asked to text. */
async function signInWithTexted(number: string, text: string) {
  const code = /\d{6}/.exec(text)?.[0] ?? '';
  return gateway.client().auth.verifyOtp({ phone: `+${number}`, token: code, type: 'sms' });
}

describe('Textlocal (GOTRUE_SMS_PROVIDER=textlocal)', () => {
  const textlocal: SmsProviderSettings = { name: 'textlocal', apiKey: 'tl-key', sender: 'RNTLS' };

  it('POSTs /send with the API key, the sender and the number in E.164 digits; the code signs in', async () => {
    use(textlocal);
    api.answer(200, { status: 'success', messages: [{ id: '1151346216', recipient: 447987654321 }] });
    const number = newNumber();
    expect((await gateway.client().auth.signInWithOtp({ phone: `+${number}` })).error).toBeNull();
    expect(api.received).toHaveLength(1);
    const { path, form } = api.received[0]!;
    expect(path).toBe('/send');
    expect(form).toMatchObject({ apikey: 'tl-key', sender: 'RNTLS', numbers: number });
    expect(form.message).toMatch(/^\d{6} is your Rentals.in code\. Do not share it with anyone\.$/);
    const { error } = await signInWithTexted(number, form.message!);
    expect(error).toBeNull();
    const outbox = await gateway.db.query('select 1 from auth.sms_outbox where recipient = $1', [number]);
    expect(outbox.rowCount, 'with a provider, the development mailbox stays empty').toBe(0);
  });

  it('GOTRUE_SMS_TEMPLATE is sent as it is (a DLT-registered template), the code in place of {{ .Code }}', async () => {
    use(textlocal);
    gateway.config.sms.template = 'Your Rentals OTP is {{ .Code }} -RNTLS';
    try {
      api.answer(200, { status: 'success', messages: [{ id: '1' }] });
      await gateway.client().auth.signInWithOtp({ phone: `+${newNumber()}` });
      expect(api.received[0]?.form.message).toMatch(/^Your Rentals OTP is \d{6} -RNTLS$/);
    } finally {
      gateway.config.sms.template = null;
    }
  });

  it('a refusal is GoTrue\'s 422 sms_send_failed in Textlocal\'s words, and no account or code is kept', async () => {
    use(textlocal);
    api.answer(200, { status: 'failure', errors: [{ code: 3, message: 'Invalid login details' }] });
    const number = newNumber();
    const { error } = await gateway.client().auth.signInWithOtp({ phone: `+${number}` });
    expect(error).toMatchObject({ status: 422, code: 'sms_send_failed', message: 'Error sending confirmation OTP to provider: textlocal error: Invalid login details (code: 3)' });
    const kept = await gateway.db.query('select 1 from auth.users where phone = $1', [number]);
    expect(kept.rowCount).toBe(0);
  });
});

describe('Twilio (GOTRUE_SMS_PROVIDER=twilio)', () => {
  const twilio: SmsProviderSettings = { name: 'twilio', accountSid: 'AC123', authToken: 'secret', messageServiceSid: 'MG456', contentSid: '' };

  it('POSTs Messages.json with basic auth, To with its +, From the messaging service; the message sid is the answer', async () => {
    use(twilio);
    api.answer(201, { sid: 'SM789', status: 'queued' });
    const number = newNumber();
    // A confirmed account, so the answer carries the message id.
    await gateway.client(gateway.ctx.keys.serviceRoleKey).auth.admin.createUser({ phone: `+${number}`, phone_confirm: true });
    const response = await fetch(`${gateway.url}/auth/v1/otp`, { method: 'POST', headers: authHeaders(gateway), body: JSON.stringify({ phone: `+${number}` }) });
    expect(await response.json()).toEqual({ message_id: 'SM789' });
    const { path, authorization, form } = api.received[0]!;
    expect(path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(form).toMatchObject({ To: `+${number}`, From: 'MG456', Channel: 'sms' });
    expect((await signInWithTexted(number, form.Body!)).error).toBeNull();
  });

  it('WhatsApp is a channel Twilio has: whatsapp:+<number>', async () => {
    use(twilio);
    api.answer(201, { sid: 'SM790', status: 'queued' });
    const number = newNumber();
    expect((await gateway.client().auth.signInWithOtp({ phone: `+${number}`, options: { channel: 'whatsapp' } })).error).toBeNull();
    expect(api.received[0]?.form).toMatchObject({ To: `whatsapp:+${number}`, Channel: 'whatsapp' });
  });

  it('an error answer is sms_send_failed with Twilio\'s message', async () => {
    use(twilio);
    api.answer(400, { code: 21211, message: "The 'To' number is not a valid phone number.", more_info: 'https://www.twilio.com/docs/errors/21211', status: 400 });
    const { error } = await gateway.client().auth.signInWithOtp({ phone: `+${newNumber()}` });
    expect(error).toMatchObject({ status: 422, code: 'sms_send_failed' });
    expect(error?.message).toBe("Error sending confirmation OTP to provider: The 'To' number is not a valid phone number. More information: https://www.twilio.com/docs/errors/21211");
  });
});

describe('Vonage (GOTRUE_SMS_PROVIDER=vonage)', () => {
  const vonage: SmsProviderSettings = { name: 'vonage', apiKey: 'vk', apiSecret: 'vs', from: 'Rentals' };

  it('POSTs /sms/json; a Hindi text goes as unicode', async () => {
    use(vonage);
    api.answer(200, { 'message-count': '1', messages: [{ to: 'x', 'message-id': '0A0000000123ABCD1', status: '0' }] });
    const number = newNumber();
    expect((await gateway.client().auth.signInWithOtp({ phone: `+${number}`, options: { data: { lang: 'hi' } } })).error).toBeNull();
    const { path, form } = api.received[0]!;
    expect(path).toBe('/sms/json');
    expect(form).toMatchObject({ api_key: 'vk', api_secret: 'vs', from: 'Rentals', to: number, type: 'unicode' });
    expect(form.text).toMatch(/^\d{6} आपका Rentals.in कोड है। इसे किसी को न बताएँ।$/);
    expect((await signInWithTexted(number, form.text!)).error).toBeNull();
  });

  it('a status other than 0 is sms_send_failed in Vonage\'s words', async () => {
    use(vonage);
    api.answer(200, { messages: [{ status: '4', 'error-text': 'Bad Credentials' }] });
    const { error } = await gateway.client().auth.signInWithOtp({ phone: `+${newNumber()}` });
    expect(error).toMatchObject({ status: 422, code: 'sms_send_failed' });
    expect(error?.message).toBe('Error sending confirmation OTP to provider: vonage error: Bad Credentials (status: 4) for message ');
  });
});

describe('GET /settings', () => {
  it('names the provider', async () => {
    use({ name: 'textlocal', apiKey: 'k', sender: 's' });
    const response = await fetch(`${gateway.url}/auth/v1/settings`, { headers: authHeaders(gateway) });
    expect(await response.json()).toMatchObject({ external: { phone: true }, sms_provider: 'textlocal' });
  });
});
