import type {
  ActionBody,
  CrashBetAnswer,
  CrashBetBody,
  CrashCashoutBody,
  CrashPlayerState,
  FairState,
  FishSession,
  FishShootAnswer,
  FishShootBody,
  PlayBody,
  PvpJoinBody,
  PvpLobby,
  PvpMoveBody,
  PvpPlayerTable,
  PvpTableBody,
  RotatedSeed,
  SpinBody,
  StudioRound,
  StudioSession,
} from '@app/contracts';
import { CRASH_API, FISH_API, LANGUAGE_HEADER, PVP_API, STUDIO_API } from '@app/contracts';
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
  /** PVP card rooms: the session game's rooms, and the table the player sits at if any. */
  pvpLobby(): Promise<PvpLobby>;
  /** Sits down at a table of the room with a free seat. */
  pvpJoin(body: PvpJoinBody): Promise<PvpPlayerTable>;
  /** The table as the player sees it: their seat and cards, the balance, the server's clock. */
  pvpTable(tableId: string): Promise<PvpPlayerTable>;
  /** Ready for the next hand: the server holds stake × holdUnits now. */
  pvpReady(body: PvpTableBody): Promise<PvpPlayerTable>;
  /** Not ready any more: the hold comes back (before the deal). */
  pvpUnready(body: PvpTableBody): Promise<PvpPlayerTable>;
  /** Stands up; during a hand the seat plays on auto until the hand ends. */
  pvpLeave(body: PvpTableBody): Promise<PvpPlayerTable>;
  pvpMove(body: PvpMoveBody): Promise<PvpPlayerTable>;
  /** Fish shooting: opens (or resumes) the fish session: its field seed, clock, levels and captured fish. */
  fishSession(): Promise<FishSession>;
  /** A batch of hits, one round; a retry sends the same requestId and body. */
  fishShoot(body: FishShootBody): Promise<FishShootAnswer>;
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
    pvpLobby: () => call('GET', PVP_API.lobby),
    pvpJoin: (body) => call('POST', PVP_API.join, body),
    pvpTable: (tableId) => call('GET', `${PVP_API.table}?tableId=${encodeURIComponent(tableId)}`),
    pvpReady: (body) => call('POST', PVP_API.ready, body),
    pvpUnready: (body) => call('POST', PVP_API.unready, body),
    pvpLeave: (body) => call('POST', PVP_API.leave, body),
    pvpMove: (body) => call('POST', PVP_API.move, body),
    fishSession: () => call('POST', FISH_API.session, {}),
    fishShoot: (body) => call('POST', FISH_API.shoot, body),
  };
}
