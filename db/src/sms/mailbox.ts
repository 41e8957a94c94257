// The development stand-in for an SMS provider: each text is a row of auth.sms_outbox, which the
// development mailbox page shows beside the emails (gateway/src/mailbox.ts).
import type { SmsSender } from './sender.ts';

export function mailboxSender(): SmsSender {
  return {
    name: '',
    supports: (channel): channel is 'sms' => channel === 'sms',
    async send(message, client) {
      const { rows } = await client.query<{ id: string }>(
        'insert into auth.sms_outbox (recipient, body) values ($1, $2) returning id',
        [message.to, message.text],
      );
      return `mailbox-${rows[0]!.id}`;
    },
  };
}
