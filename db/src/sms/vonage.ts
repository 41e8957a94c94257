// Vonage (Nexmo) SMS API: POST /sms/json with the key and secret, as GoTrue's vonage.go; a text
// that is not ASCII (Hindi) goes as unicode.
import { postForm, SmsSendError, smsOnly, type ProviderHttp, type SmsSender } from './sender.ts';
import type { SmsProviderSettings } from './settings.ts';

const API = 'https://rest.nexmo.com';

interface VonageAnswer {
  messages?: { 'message-id'?: string; status?: string; 'error-text'?: string }[];
}

export function vonageSender(settings: Extract<SmsProviderSettings, { name: 'vonage' }>, http: ProviderHttp): SmsSender {
  return {
    name: 'vonage',
    supports: smsOnly,
    async send(message) {
      const form: Record<string, string> = {
        from: settings.from,
        to: message.to,
        text: message.text,
        api_key: settings.apiKey,
        api_secret: settings.apiSecret,
      };
      // eslint-disable-next-line no-control-regex
      if (/[^\x00-\x7f]/.test(message.text)) form.type = 'unicode';
      const { body } = await postForm(`${http.apiUrl ?? API}/sms/json`, form, http);
      const first = (body as VonageAnswer).messages?.[0];
      if (!first) throw new SmsSendError('vonage error: Internal Error');
      if (first.status !== '0') {
        throw new SmsSendError(`vonage error: ${first['error-text'] ?? ''} (status: ${first.status ?? ''}) for message ${first['message-id'] ?? ''}`);
      }
      return first['message-id'] ?? '';
    },
  };
}
