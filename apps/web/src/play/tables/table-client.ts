import {
  LANGUAGE_HEADER,
  TABLE_API,
  type TableBetAnswer,
  type TableBetBody,
  type TableDecideAnswer,
  type TableDecideBody,
  type TablePlayerState,
  type TableUndoBody,
} from '@app/contracts';
import { StudioError } from '../api/studio-error';

type Envelope<T> = { success: true; value: T } | { success: false; code: string; message: string };

export type TableClientOptions = {
  language: 'vi' | 'en';
  sessionToken: string;
  /** The message shown when the server cannot be reached (the server's own messages come translated). */
  networkMessage: string;
  fetcher?: typeof fetch;
  /** Waits before each retry of a call that got no answer: the same body, so the same requestId, again. */
  retryDelays?: readonly number[];
  timeoutMs?: number;
};

/** The live table's HTTP API (TABLE_API); every method throws StudioError, as the studio client does. */
export type TableClient = {
  state(): Promise<TablePlayerState>;
  bet(body: TableBetBody): Promise<TableBetAnswer>;
  undo(body: TableUndoBody): Promise<TableBetAnswer>;
  /** Decision tables: a move on the player's hand (the same request id again plays it once). */
  decide(body: TableDecideBody): Promise<TableDecideAnswer>;
};

/** Gateways and restarts answer these without the envelope: worth another try with the same request. */
const RETRYABLE_STATUS = new Set([502, 503, 504]);

class NoAnswer extends Error {
  constructor(readonly status: number | null) {
    super('no answer');
  }
}

export function createTableClient(options: TableClientOptions): TableClient {
  const fetcher = options.fetcher ?? ((input, init) => fetch(input, init));
  const retryDelays = options.retryDelays ?? [500, 1500];
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function once<T>(method: 'GET' | 'POST', path: string, body: unknown): Promise<T> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${options.sessionToken}`,
      [LANGUAGE_HEADER]: options.language,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetcher(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // the bearer token is the only credential: no site cookie rides along
        credentials: 'omit',
        signal: AbortSignal.timeout(timeoutMs),
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

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
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
  }

  return {
    state: () => call('GET', TABLE_API.state),
    bet: (body) => call('POST', TABLE_API.bet, body),
    undo: (body) => call('POST', TABLE_API.undo, body),
    decide: (body) => call('POST', TABLE_API.decide, body),
  };
}

/** One confirmation being sent: what it sends, and the request id it goes under. */
export type Attempt = { signature: string; requestId: string };

/**
 * The request id for sending `signature` (the round and its bets): the one the last attempt used when it sent
 * the same thing and got no answer (the server may have placed it: the same id plays it once), else a new one.
 */
export function attemptFor(last: Attempt | null, signature: string, fresh: () => string): Attempt {
  return last?.signature === signature ? last : { signature, requestId: fresh() };
}
