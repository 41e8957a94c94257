// Twilio Programmable Messaging: POST /2010-04-01/Accounts/<sid>/Messages.json with basic auth, as
// GoTrue's twilio.go; WhatsApp too, through the same API.
import { postForm, SmsSendError, type ProviderHttp, type SmsSender } from './sender.ts';
import type { SmsProviderSettings } from './settings.ts';

const API = 'https://api.twilio.com';

interface TwilioAnswer {
  sid?: string;
  status?: string;
  error_code?: string | number | null;
  error_message?: string | null;
  message?: string;
  more_info?: string;
}

export function twilioSender(settings: Extract<SmsProviderSettings, { name: 'twilio' }>, http: ProviderHttp): SmsSender {
  const url = `${http.apiUrl ?? API}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    supports: (channel): channel is 'sms' | 'whatsapp' => channel === 'sms' || channel === 'whatsapp',
    async send(message) {
      let form: Record<string, string> = { To: `+${message.to}`, Channel: message.channel, From: settings.messageServiceSid, Body: message.text };
      if (message.channel === 'whatsapp') {
        // A sender that is a phone number is named on WhatsApp's side; a messaging service is not.
        const from = /^\+?[1-9]\d{1,14}$/.test(settings.messageServiceSid.replaceAll(' ', '')) ? `whatsapp:${settings.messageServiceSid}` : settings.messageServiceSid;
        form = { To: `whatsapp:+${message.to}`, Channel: 'whatsapp', From: from };
        if (settings.contentSid) Object.assign(form, { ContentSid: settings.contentSid, ContentVariables: JSON.stringify({ 1: message.code }) });
        else form.Body = message.text;
      }
      const { status, body } = await postForm(url, form, http, { authorization });
      const answer = body as TwilioAnswer;
      if (status !== 200 && status !== 201) throw new SmsSendError(`${answer.message ?? `HTTP ${status}`} More information: ${answer.more_info ?? ''}`);
      if (answer.status === 'failed' || answer.status === 'undelivered') {
        throw new SmsSendError(`twilio error: ${answer.error_message ?? ''} ${answer.error_code ?? ''} for message ${answer.sid ?? ''}`);
      }
      return answer.sid ?? '';
    },
  };
}
