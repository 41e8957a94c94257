// An SMS provider's HTTP API for tests: a local server that records each POST (its path, its
// authorization and its form) and answers as the test tells it, the way Textlocal, Twilio and
// Vonage answer. SMS_API_URL (SmsConfig.apiUrl) points the senders at it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

/** A provider's API: every POST is recorded and answered with `answer` (status and JSON). */
export function providerApi() {
  const received: Received[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const server = http.createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', authorization: request.headers.authorization, form: Object.fromEntries(new URLSearchParams(text)) });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  return {
    received,
    answer: (status: number, body: unknown) => {
      answer = { status, body };
    },
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
