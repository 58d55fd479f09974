import type {
  ActionBody,
  CrashBetAnswer,
  CrashBetBody,
  CrashCashoutBody,
  CrashPlayerState,
  FairState,
  PlayBody,
  RotatedSeed,
  SpinBody,
  StudioRound,
  StudioSession,
} from '@app/contracts';
import { CRASH_API, LANGUAGE_HEADER, STUDIO_API } from '@app/contracts';
import { StudioError } from './studio-error';

type Envelope<T> = { success: true; value: T } | { success: false; code: string; message: string };

export type StudioClientOptions = {
  language: 'vi' | 'en';
  /** The session token for `authorization: Bearer`, once there is one. */
  sessionToken: () => string | null;
  /** The message shown when the server cannot be reached (the server's messages come translated). */
  networkMessage: string;
  fetcher?: typeof fetch;
  /** Waits before each retry of a call that got no answer; the same body (and requestId) is sent again. */
  retryDelays?: readonly number[];
  timeoutMs?: number;
};

/** The studio API as the game client calls it; every method throws StudioError. */
export type StudioClient = {
  openSession(launchToken: string): Promise<StudioSession>;
  fair(): Promise<FairState>;
  /** A new client seed ends the seed pair: its server seed is revealed, like a rotation. */
  setClientSeed(clientSeed: string): Promise<RotatedSeed>;
  rotateSeed(): Promise<RotatedSeed>;
  spin(body: SpinBody): Promise<StudioRound>;
  play(body: PlayBody): Promise<StudioRound>;
  action(body: ActionBody): Promise<StudioRound>;
  crashState(): Promise<CrashPlayerState>;
  crashBet(body: CrashBetBody): Promise<CrashBetAnswer>;
  crashCashout(body: CrashCashoutBody): Promise<CrashBetAnswer>;
};

/** Gateways and restarts answer these without the envelope: worth another try with the same request. */
const RETRYABLE_STATUS = new Set([502, 503, 504]);

class NoAnswer extends Error {
  constructor(readonly status: number | null) {
    super('no answer');
  }
}

export function createStudioClient(options: StudioClientOptions): StudioClient {
  const fetcher = options.fetcher ?? ((input, init) => fetch(input, init));
  const retryDelays = options.retryDelays ?? [500, 1500];
  const timeoutMs = options.timeoutMs ?? 20_000;

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
    openSession: (launchToken) => call('POST', STUDIO_API.session, { launchToken }),
    fair: () => call('GET', STUDIO_API.fair),
    setClientSeed: (clientSeed) => call('POST', STUDIO_API.clientSeed, { clientSeed }),
    rotateSeed: () => call('POST', STUDIO_API.rotateSeed, {}),
    spin: (body) => call('POST', STUDIO_API.spin, body),
    play: (body) => call('POST', STUDIO_API.play, body),
    action: (body) => call('POST', STUDIO_API.action, body),
    crashState: () => call('GET', CRASH_API.state),
    crashBet: (body) => call('POST', CRASH_API.bet, body),
    crashCashout: (body) => call('POST', CRASH_API.cashout, body),
  };
}
