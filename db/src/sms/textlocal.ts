// Textlocal (India): POST /send with the API key, sender and numbers, as GoTrue's textlocal.go.
import { postForm, SmsSendError, smsOnly, type ProviderHttp, type SmsSender } from './sender.ts';
import type { SmsProviderSettings } from './settings.ts';

const API = 'https://api.textlocal.in';
/** Textlocal's refusal of a message that does not match a registered (DLT) template. */
const TEMPLATE_ERROR = 80;

interface TextlocalAnswer {
  status?: string;
  errors?: { code?: number; message?: string }[];
  messages?: { id?: string | number }[];
}

export function textlocalSender(settings: Extract<SmsProviderSettings, { name: 'textlocal' }>, http: ProviderHttp): SmsSender {
  return {
    name: 'textlocal',
    supports: smsOnly,
    async send(message) {
      const { body } = await postForm(`${http.apiUrl ?? API}/send`, {
        sender: settings.sender,
        apikey: settings.apiKey,
        message: message.text,
        numbers: message.to,
      }, http);
      const answer = body as TextlocalAnswer;
      const id = String(answer.messages?.[0]?.id ?? '');
      if (answer.status === 'success') return id;
      const error = answer.errors?.[0];
      const template = error?.code === TEMPLATE_ERROR ? ` template message: ${message.text}` : '';
      throw new SmsSendError(`textlocal error: ${error?.message ?? 'no answer'} (code: ${error?.code ?? 0})${template}`);
    },
  };
}
