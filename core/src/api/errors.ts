// Errors of the request policy (spec section 8), with the product's exact messages.

export const REQUEST_TIMEOUT_MESSAGE = 'Request timeout - please try again';
export const API_KEY_MISSING_MESSAGE = 'Authentication configuration error - API key missing';

/** 'Rate limit exceeded for domain: api.example.in'. */
export const rateLimitMessage = (domain: string): string => `Rate limit exceeded for domain: ${domain}`;
/** 'Request timeout after 10000ms'. */
export const attemptTimeoutMessage = (ms: number): string => `Request timeout after ${ms}ms`;
/** 'Circuit breaker is open for roles:42'. */
export const breakerOpenMessage = (key: string): string => `Circuit breaker is open for ${key}`;

/** The 30-second abort of a request. */
export class RequestTimeoutError extends Error {
  override name = 'RequestTimeoutError';
  constructor() {
    super(REQUEST_TIMEOUT_MESSAGE);
  }
}

/** A queued request that could not start within its timeout. */
export class RateLimitError extends Error {
  override name = 'RateLimitError';
  readonly domain: string;
  constructor(domain: string) {
    super(rateLimitMessage(domain));
    this.domain = domain;
  }
}

/** One attempt of a de-duplicated request ran out of time. */
export class AttemptTimeoutError extends Error {
  override name = 'AttemptTimeoutError';
  constructor(ms: number) {
    super(attemptTimeoutMessage(ms));
  }
}

export class CircuitOpenError extends Error {
  override name = 'CircuitOpenError';
  constructor(key: string) {
    super(breakerOpenMessage(key));
  }
}

export class ApiKeyMissingError extends Error {
  override name = 'ApiKeyMissingError';
  constructor() {
    super(API_KEY_MISSING_MESSAGE);
  }
}

/** An error from a supabase result ({ data, error, status }) turned into something throwable. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: string | undefined;
  readonly status: number | undefined;
  readonly details: unknown;
  constructor(message: string, code?: string, status?: number, details?: unknown) {
    super(message);
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  status?: unknown;
}

/**
 * Errors that retrying cannot fix: PGRST116 (no single row), 401, 403, and messages mentioning
 * 'unauthorized' or 'no API key'. A missing API key configuration is also final.
 */
export function isNonRetryable(error: unknown): boolean {
  if (error instanceof ApiKeyMissingError || error instanceof CircuitOpenError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const e = error as ErrorLike;
  if (e.code === 'PGRST116') return true;
  const status = Number(e.status);
  if (status === 401 || status === 403) return true;
  const message = typeof e.message === 'string' ? e.message.toLowerCase() : '';
  return message.includes('unauthorized') || message.includes('no api key');
}

/** Unwraps a supabase result: returns data, or throws its error as an ApiError keeping code and status. */
export function unwrap<T>(result: { data: T; error: ErrorLike | null; status?: number }): T {
  if (result.error) {
    const e = result.error;
    throw new ApiError(
      typeof e.message === 'string' ? e.message : 'Request failed',
      typeof e.code === 'string' ? e.code : undefined,
      typeof e.status === 'number' ? e.status : result.status,
      e,
    );
  }
  return result.data;
}
