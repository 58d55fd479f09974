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
import { CRASH_API, FISH_API, PVP_API, STUDIO_API } from '@app/contracts';
import { createJsonCaller, type JsonCallerOptions } from './json-client';

/** The caller's options; the timeout of one attempt defaults to 20 s. */
export type StudioClientOptions = Omit<JsonCallerOptions, 'timeoutMs'> & { timeoutMs?: number };

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

export function createStudioClient(options: StudioClientOptions): StudioClient {
  const call = createJsonCaller({ ...options, timeoutMs: options.timeoutMs ?? 20_000 });

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
