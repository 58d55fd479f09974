import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { PROVIDER_API, PROVIDER_SIGNATURE_HEADER, STUDIO_API } from '@app/contracts';
import { createDb, type Db } from '../apps/server/src/db/database.ts';
import { launchGame } from '../apps/server/src/modules/games/index.ts';
import { signBody } from '../apps/server/src/modules/games/seamless/signing.ts';
import { registerTestVendor } from '../apps/server/src/modules/games/testing.ts';
import { studioTitle } from '../apps/server/src/modules/studio/index.ts';
import { memberMainAccount, transferAlone, worldAccount } from '../apps/server/src/modules/wallet/index.ts';
import { insertTestMember } from '../apps/server/src/modules/wallet/testing.ts';
import { startBenchServer } from './server.ts';

/** Players playing at once, one connection each. */
export const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 200);
const PROVIDER = 'benchvendor';
const GAME = 'BENCH_VENDOR_001';
const KEY = randomBytes(24).toString('hex');

export type PlayResult = {
  scenario: string;
  /** Milliseconds between one player's rounds (0: back to back, as fast as the server answers). */
  paceMs: number;
  roundsPerSecond: number;
  /** Of one call: a provider's debit or credit, or a studio spin (whose debit and credit run inside it). */
  p50Ms: number;
  p99Ms: number;
  failed: number;
};

/** A player at a lively human pace: one round a second (a slot's spin animation alone takes about that). */
export const PLAYER_PACE_MS = 1000;

/** Times one call of a round. */
type Timed = <T>(call: () => Promise<T>) => Promise<T>;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: PLAYERS });

function post(baseUrl: string, path: string, body: string, headers: Record<string, string>) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${path}`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function signed(baseUrl: string, path: string, value: unknown) {
  const body = JSON.stringify(value);
  return post(baseUrl, path, body, { [PROVIDER_SIGNATURE_HEADER]: signBody(KEY, body) });
}

/** A test vendor on the seamless wallet (the one docs/seamless-wallet.md describes), with one game. */
function registerVendor(db: Db) {
  return registerTestVendor(db, {
    provider: PROVIDER,
    walletKey: KEY,
    launchUrl: 'https://vendor.test/?t={token}',
    vassalage: 'BENCH_VENDOR',
    game: GAME,
    nodeId: '999101',
  });
}

/** PLAYERS funded members, each with a launch token for `gameCode`. */
async function players(db: Db, gameCode: string): Promise<{ memberId: bigint; token: string }[]> {
  const world = await worldAccount(db, 'bench');
  const out: { memberId: bigint; token: string }[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const memberId = await insertTestMember(db);
    await transferAlone(db, {
      key: `bench-play-fund:${gameCode}:${memberId}`,
      kind: 'deposit',
      moves: [{ from: world, to: await memberMainAccount(db, memberId), amount: 10_000_000_000n }],
    });
    const launch = await launchGame(db, { memberId, isDemo: false, language: 'vi' }, gameCode);
    const token =
      new URL(launch.url, 'http://site').searchParams.get('t') ??
      new URL(launch.url, 'http://site').searchParams.get('token');
    if (!token) throw new Error(`no launch token in ${launch.url}`);
    out.push({ memberId, token });
  }
  return out;
}

/**
 * PLAYERS workers each play rounds for `seconds`: back to back (`paceMs` 0: the most the server serves; with
 * every player waiting on an answer, the latency is then PLAYERS / calls per second, by Little's law), or one round
 * every `paceMs` each, starts spread over the first interval (the latency a player feels at that load).
 */
async function drive(
  scenario: string,
  seconds: number,
  round: (player: number, n: number, timed: Timed) => Promise<boolean>,
  paceMs = 0,
): Promise<PlayResult> {
  const latencies: number[] = [];
  let rounds = 0;
  let failed = 0;
  const timed: Timed = async (call) => {
    const started = performance.now();
    try {
      return await call();
    } finally {
      latencies.push(performance.now() - started);
    }
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const deadline = performance.now() + seconds * 1000;
  const worker = async (player: number) => {
    if (paceMs > 0) await sleep((player / PLAYERS) * paceMs);
    for (let n = 0; performance.now() < deadline; n++) {
      const started = performance.now();
      if (await round(player, n, timed).catch(() => false)) rounds += 1;
      else failed += 1;
      const wait = started + paceMs - performance.now();
      if (wait > 0) await sleep(wait);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: PLAYERS }, (_, i) => worker(i)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    scenario,
    paceMs,
    roundsPerSecond: Math.round(rounds / elapsed),
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
    failed,
  };
}

/**
 * Rounds through the seamless wallet over HTTP, PLAYERS players at once, on one server process: a provider's
 * signed debit then credit (two requests a round), and the in-house studio's slot spin (one request a round,
 * debit and credit inside).
 */
export async function playBench(seconds: number): Promise<PlayResult[]> {
  const server = await startBenchServer(3230, { JOBS: 'false', CRASH_CLOCK: 'false' });
  const db = createDb(server.databaseUrl, 4);
  try {
    await registerVendor(db);
    const vendorPlayers = await players(db, GAME);
    const sessions: string[] = [];
    for (const p of vendorPlayers) {
      const res = await signed(server.baseUrl, PROVIDER_API.authenticate(PROVIDER), { launchToken: p.token });
      sessions.push((JSON.parse(res.text) as { value: { sessionToken: string } }).value.sessionToken);
    }
    const run = randomBytes(4).toString('hex');
    const providerRound = (tag: string) => async (player: number, n: number, timed: Timed) => {
      const roundId = `${run}-${tag}-${player}-${n}`;
      const debit = await timed(() =>
        signed(server.baseUrl, PROVIDER_API.debit(PROVIDER), {
          sessionToken: sessions[player],
          transactionId: `${roundId}:bet`,
          roundId,
          amount: '1000',
        }),
      );
      if (debit.status !== 200) return false;
      const credit = await timed(() =>
        signed(server.baseUrl, PROVIDER_API.credit(PROVIDER), {
          transactionId: `${roundId}:win`,
          roundId,
          amount: n % 3 === 0 ? '2000' : '0',
        }),
      );
      return credit.status === 200;
    };
    const provider = await drive('provider debit + credit', seconds, providerRound('max'));
    const providerPaced = await drive(
      'provider debit + credit',
      seconds,
      providerRound('paced'),
      PLAYER_PACE_MS,
    );

    const studioGames = await db
      .selectFrom('games as g')
      .innerJoin('vendors as v', 'v.vassalage', 'g.vassalage')
      .select(['g.code', 'g.name_en', 'g.min_bet'])
      .where('v.provider', '=', 'studio')
      .where('g.maintenance_until', 'is', null)
      .orderBy('g.code')
      .execute();
    const slot = studioGames.find(
      (g) => studioTitle({ code: g.code, nameEn: g.name_en }).model === 'low-20-lines',
    );
    if (!slot) throw new Error('no 20-line studio slot');
    const studioPlayers = await players(db, slot.code);
    const bearers: string[] = [];
    for (const p of studioPlayers) {
      const res = await post(
        server.baseUrl,
        STUDIO_API.session,
        JSON.stringify({ launchToken: p.token }),
        {},
      );
      bearers.push((JSON.parse(res.text) as { value: { sessionToken: string } }).value.sessionToken);
    }
    const lineBet = String(slot.min_bet);
    const spin = (tag: string) => async (player: number, n: number, timed: Timed) => {
      const res = await timed(() =>
        post(
          server.baseUrl,
          STUDIO_API.spin,
          JSON.stringify({ requestId: `${run}x${tag}x${player}x${n}`, bet: { lineBet, lines: 20 } }),
          { authorization: `Bearer ${bearers[player]}` },
        ),
      );
      return res.status === 200;
    };
    const studio = await drive('studio slot spin', seconds, spin('max'));
    const studioPaced = await drive('studio slot spin', seconds, spin('paced'), PLAYER_PACE_MS);
    return [provider, providerPaced, studio, studioPaced];
  } finally {
    agent.destroy();
    await db.destroy();
    await server.stop();
  }
}
