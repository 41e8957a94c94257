// The fetch given to the Supabase client: default headers, the per-domain limiter and the 30-second
// timeout of spec sections 7 to 9. Business retries live in request.ts, not here, so that writes
// are never repeated behind the caller's back.
import { REQUEST_TIMEOUT_MS } from '../constants.ts';
import { ApiKeyMissingError, RequestTimeoutError } from './errors.ts';
import { createLimiterRegistry } from './limiter.ts';
import type { LimiterOptions } from './limiter.ts';

export interface PolicyFetchOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  limiter?: LimiterOptions;
  /** Header sent as client info on every request. */
  clientInfo?: string;
}

function urlOf(input: RequestInfo | URL): URL {
  if (input instanceof URL) return input;
  return new URL(typeof input === 'string' ? input : input.url);
}

/** fetch with headers, queueing per domain and the 30 s abort ('Request timeout - please try again'). */
export function createPolicyFetch(options: PolicyFetchOptions = {}): typeof fetch {
  const baseFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const limiterFor = createLimiterRegistry(options.limiter);

  return async (input, init = {}) => {
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    new Headers(init.headers).forEach((value, name) => headers.set(name, value));
    if (!headers.get('apikey')) throw new ApiKeyMissingError();
    // Defaults only: storage uploads bring their own content type, postgrest its own Prefer.
    const body = init.body;
    if (!headers.has('content-type') && (body == null || typeof body === 'string')) headers.set('content-type', 'application/json');
    if (!headers.has('prefer')) headers.set('prefer', 'return=representation');
    if (options.clientInfo && !headers.has('x-client-info')) headers.set('x-client-info', options.clientInfo);

    const callerSignal = init.signal ?? (input instanceof Request ? input.signal : null);
    const release = await limiterFor(urlOf(input).host).acquire(timeoutMs, callerSignal);
    const controller = new AbortController();
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new RequestTimeoutError());
    }, timeoutMs);
    try {
      return await baseFetch(input, { ...init, headers, signal: controller.signal });
    } catch (error) {
      if (timedOut) throw new RequestTimeoutError();
      throw error;
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
      release();
    }
  };
}
