// A real SMTP server for tests (smtp-server): it accepts every message on a free local port and
// keeps it parsed (mailparser), so a test reads what a mail provider would have received.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  /** A header's value as the sender wrote it (List-Unsubscribe, Message-ID, …). */
  header(name: string): string | undefined;
  raw: ParsedMail;
}

export interface TestSmtpServer {
  /** smtp://… to give as SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Waits until a message matches (default: any), polling what arrived. */
  waitFor(predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Refuses the next `count` messages with a temporary failure (451). */
  refuseNext(count: number): void;
  stop(): Promise<void>;
}

/** Listens on `port` (one a test reserved and gave the product as SMTP_URL), else on a free one. */
export async function startTestSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then((parsed) => {
          const raw = new Map<string, string>();
          for (const line of parsed.headerLines) raw.set(line.key, line.line.slice(line.line.indexOf(':') + 1).trim());
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: parsed.headers as Map<string, unknown>,
            header: (name) => raw.get(name.toLowerCase()),
            raw: parsed,
          });
          callback();
        }, (error: Error) => callback(error));
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => {
      refusals = count;
    },
    async waitFor(predicate = () => true, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No matching email arrived within ${timeoutMs} ms (${received.length} arrived)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
