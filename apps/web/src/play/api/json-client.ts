import { LANGUAGE_HEADER } from '@app/contracts';
import { StudioError } from './studio-error';

type Envelope<T> = { success: true; value: T } | { success: false; code: string; message: string };

export type JsonCallerOptions = {
  language: 'vi' | 'en';
  /** The session token for `authorization: Bearer`, once there is one. */
  sessionToken: () => string | null | undefined;
  /** The message shown when the server cannot be reached (the server's own messages come translated). */
  networkMessage: string;
  fetcher?: typeof fetch;
  /** Waits before each retry of a call that got no answer: the same body, so the same requestId, again. */
  retryDelays?: readonly number[];
  /** How long one attempt waits for its answer. */
  timeoutMs: number;
};

/** One call of the game client's API: the envelope's value, or a StudioError. */
export type JsonCall = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;

/** Gateways and restarts answer these without the envelope: worth another try with the same request. */
const RETRYABLE_STATUS = new Set([502, 503, 504]);

class NoAnswer extends Error {
  constructor(readonly status: number | null) {
    super('no answer');
  }
}

/**
 * The game client's calls to the server (the studio, the live tables): JSON with the player's language and the
 * bearer token, the envelope unwrapped; a call that got no answer (network, timeout, gateway, no envelope) is
 * sent again after each of `retryDelays`, then fails as `network` with the client's own message.
 */
export function createJsonCaller(options: JsonCallerOptions): JsonCall {
  const fetcher = options.fetcher ?? ((input, init) => fetch(input, init));
  const retryDelays = options.retryDelays ?? [500, 1500];

  async function once<T>(method: 'GET' | 'POST', path: string, body: unknown): Promise<T> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      [LANGUAGE_HEADER]: options.language,
    };
    const token = options.sessionToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetcher(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // the bearer token is the only credential: no site cookie rides along (and no CSRF check applies)
        credentials: 'omit',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch {
      throw new NoAnswer(null);
    }
    if (RETRYABLE_STATUS.has(response.status)) throw new NoAnswer(response.status);
    let envelope: Envelope<T>;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      throw new NoAnswer(response.status);
    }
    if (envelope.success) return envelope.value;
    if (typeof envelope.code !== 'string') throw new NoAnswer(response.status);
    throw new StudioError(envelope.code, envelope.message, response.status);
  }

  return async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once<T>(method, path, body);
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error;
        const delay = retryDelays[attempt];
        if (delay === undefined) throw new StudioError('network', options.networkMessage, error.status);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };
}
