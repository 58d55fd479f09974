import {
  TABLE_API,
  type TableBetAnswer,
  type TableBetBody,
  type TableDecideAnswer,
  type TableDecideBody,
  type TablePlayerState,
  type TableUndoBody,
} from '@app/contracts';
import { createJsonCaller, type JsonCallerOptions } from '../api/json-client';

/** The caller's options with the session's token as it is; the timeout of one attempt defaults to 15 s. */
export type TableClientOptions = Omit<JsonCallerOptions, 'sessionToken' | 'timeoutMs'> & {
  sessionToken: string;
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

export function createTableClient({ sessionToken, timeoutMs, ...options }: TableClientOptions): TableClient {
  const call = createJsonCaller({
    ...options,
    sessionToken: () => sessionToken,
    timeoutMs: timeoutMs ?? 15_000,
  });

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
