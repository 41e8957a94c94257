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

/** The largest form it reads: a text message's form is a few hundred bytes. */
export const MAX_FORM_BYTES = 64 * 1024;

/**
 * A provider's API: every POST is recorded and answered with `answer` (status and JSON). A body
 * larger than MAX_FORM_BYTES is not kept: it is answered 413 and not recorded.
 */
export function providerApi() {
  const received: Received[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    // Past the limit the rest is read and dropped, so the caller gets the answer, not a reset.
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= MAX_FORM_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      if (bytes > MAX_FORM_BYTES) {
        response.writeHead(413, { 'content-type': 'application/json' }).end('{"error":"too large"}');
        return;
      }
      received.push({ path: request.url ?? '', authorization: request.headers.authorization, form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) });
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
