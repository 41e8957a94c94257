import http from 'node:http';

export interface PlainResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

/**
 * One HTTP request whose socket is bound to `localAddress` (127.0.0.2, 127.0.0.3 …: every loopback
 * address reaches the gateway on 127.0.0.1), so a test can be several clients at once.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<PlainResponse> {
  const raw = typeof init.body === 'string' || Buffer.isBuffer(init.body) || init.body instanceof Uint8Array;
  const body = init.body === undefined ? undefined : raw ? (init.body as string | Uint8Array) : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: init.method ?? (body === undefined ? 'GET' : 'POST'),
        localAddress,
        agent: false,
        headers: { ...(body === undefined || raw ? {} : { 'content-type': 'application/json' }), ...init.headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: <T>() => JSON.parse(text) as T }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
