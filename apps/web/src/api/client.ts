import { CSRF_COOKIE, CSRF_HEADER, LANGUAGE_HEADER, type Language } from '@app/contracts';
import { takeEarlyResponse } from '../early/early-requests';
import { buildUrl, type QueryParams } from './url';

/**
 * A failure the server explained: its code, a message already in the visitor's language, and for
 * validation failures the problem of each field (`required` or `pattern:<patternId>:<min>:<max>`).
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fields: Readonly<Record<string, string>> = {},
    /** Anything else the failure carried (for example `captchaRequired` on a failed login). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server could not be reached or did not answer with the API's envelope. */
export class NetworkError extends Error {
  constructor(readonly status: number | null) {
    super(`Network failure${status === null ? '' : ` (HTTP ${status})`}`);
    this.name = 'NetworkError';
  }
}

export type { QueryParams };

/** One page of a list the server pages (`pageNo`/`pageSize` in, this out). */
export type Paged<T> = { items: T[]; pageNum: number; totalPages: number; total: number };

type Failure = {
  success: false;
  code: string;
  message: string;
  fields?: Record<string, string>;
  details?: Record<string, unknown>;
};
type Envelope<T> = { success: true; value: T } | Failure;

/** The readable double-submit cookie the server sets; echoed in a header on every non-GET call. */
function csrfToken(): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * Whether the browser may hold a session: the server sets and clears the readable CSRF cookie together with the
 * (httpOnly) session cookie, so without it nobody is logged in, and what depends on who is looking need not wait
 * for member info to know that.
 */
export function mayHaveSession(): boolean {
  return csrfToken() !== undefined;
}

function failureDetails(body: Failure): Record<string, unknown> {
  const { success: _success, code: _code, message: _message, fields: _fields, details, ...rest } = body;
  return { ...rest, ...(details ?? {}) };
}

async function request<T>(url: string, init: RequestInit, early?: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await (early ?? fetch(url, { ...init, credentials: 'same-origin' }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(null);
  }
  let body: Envelope<T>;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    throw new NetworkError(response.status);
  }
  if (body.success) return body.value;
  if (typeof body.code !== 'string') throw new NetworkError(response.status);
  throw new ApiError(body.code, body.message, response.status, body.fields ?? {}, failureDetails(body));
}

/** GETs an API path and unwraps `{ success, value }`, throwing ApiError or NetworkError. */
export function apiGet<T>(
  path: string,
  options: {
    language: Language;
    params?: QueryParams;
    signal?: AbortSignal;
    /** A game session's token, sent as `authorization: Bearer` (the lottery's bets and orders). */
    bearer?: string;
  },
): Promise<T> {
  const url = buildUrl(path, options.params);
  const headers: Record<string, string> = { accept: 'application/json', [LANGUAGE_HEADER]: options.language };
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  return request<T>(
    url,
    { headers, signal: options.signal },
    // the early requests are the site's own, never a game session's
    options.bearer ? undefined : takeEarlyResponse(url, options.language),
  );
}

export type SendOptions = {
  language: Language;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart form data instead of JSON (uploads). */
  form?: FormData;
  /** Sent form-encoded instead of JSON. */
  urlEncoded?: Record<string, string>;
  signal?: AbortSignal;
  /** A game session's token, sent as `authorization: Bearer` (the lottery's bets). */
  bearer?: string;
};

/** POST, PUT or DELETE with the CSRF header; unwraps the envelope like `apiGet`. */
export function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: SendOptions,
): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    [LANGUAGE_HEADER]: options.language,
  };
  const token = csrfToken();
  if (token) headers[CSRF_HEADER] = token;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.urlEncoded) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.urlEncoded).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return request<T>(path, { method, headers, body, signal: options.signal });
}
