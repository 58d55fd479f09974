import type { FairRound } from '@app/contracts';
import {
  applyTienLenMove,
  CRASH_MODELS,
  cashOutHiLo,
  cashOutMines,
  DEFAULT_BAU_CUA_CONFIG,
  DEFAULT_DICE_MINI_CONFIG,
  DEFAULT_HILO_CONFIG,
  DEFAULT_MINES_CONFIG,
  DEFAULT_PLINKO_CONFIG,
  DEFAULT_RPS_CONFIG,
  DEFAULT_WHEEL_CONFIG,
  DEFAULT_XOC_DIA_CONFIG,
  dealBaCay,
  dealTienLen,
  drawCrashBust,
  type FairSeeds,
  FISH_MODELS,
  type FishModelId,
  fairSource,
  guessHiLo,
  type HiLoRound,
  hashServerSeed,
  type MinesRound,
  playBauCua,
  playDiceMini,
  playPlinko,
  playRps,
  playWheel,
  playXocDia,
  resolveFishShot,
  revealTile,
  SLOT_MODELS,
  settleBaCay,
  skipHiLoCard,
  spin,
  startHiLo,
  startMines,
  startTienLenHand,
  TABLE_GAMES,
  type TableGame,
  type TableStake,
  type TienLenMove,
  tableEngine,
  tienLenSettlement,
  toJson,
} from '@app/games';

/**
 * Plays a recorded round again in the browser, with the same engine code the server ran, from the revealed server
 * seed, the client seed and the nonce: what the randomness decided (reels, dice, coins, path, cards, mines) and
 * the payout, each beside what was recorded.
 */
export type FactKey =
  | 'reels'
  | 'freeSpins'
  | 'payout'
  | 'dice'
  | 'coins'
  | 'path'
  | 'segmentIndex'
  | 'captures'
  | 'houseHand'
  | 'mines'
  | 'cards'
  | 'bust'
  | 'result';
export type Fact = { key: FactKey; recorded: string; recomputed: string };
export type Verification = { hashMatches: boolean; facts: Fact[]; matches: boolean };

type Json = Record<string, unknown>;

/** Money in the recorded JSON is a string of minor units: every `stake`, `lineBet`, `betPerSpin` becomes a bigint. */
function withBigints(value: unknown, key = ''): unknown {
  if ((key === 'stake' || key === 'lineBet' || key === 'betPerSpin') && typeof value === 'string')
    return BigInt(value);
  if (Array.isArray(value)) return value.map((item) => withBigints(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withBigints(v, k)]));
  }
  return value;
}

/** JSON with every object's keys in order: a value read back from the database (jsonb orders keys its own way)
 * reads the same as the one recomputed here. */
const show = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

function betsOf(outcome: Json) {
  return ((outcome.bets as { bet: Json }[] | undefined) ?? []).map((b) => withBigints(b.bet)) as never;
}

type Replay = (
  round: FairRound,
  seeds: FairSeeds,
) => { facts: [FactKey, unknown, unknown][]; payout: [unknown, unknown] };

function slots(round: FairRound, seeds: FairSeeds): ReturnType<Replay> {
  const model = SLOT_MODELS[round.model];
  if (!model) throw new Error(`unknown slot model ${round.model}`);
  const outcome = round.outcome as {
    bet: Json;
    base: { stops: number[] };
    freeSpins: { stops: number[] }[];
    totalWin: string;
  };
  const again = toJson(spin(model, withBigints(outcome.bet) as never, fairSource(seeds)));
  return {
    facts: [
      ['reels', outcome.base.stops, again.base.stops],
      ['freeSpins', outcome.freeSpins.map((s) => s.stops), again.freeSpins.map((s) => s.stops)],
    ],
    payout: [outcome.totalWin, again.totalWin],
  };
}

function table(play: (bets: never, seeds: FairSeeds) => Json, fact: FactKey): Replay {
  return (round, seeds) => {
    const again = toJson(play(betsOf(round.outcome), seeds)) as Json;
    return {
      facts: [[fact, round.outcome[fact], again[fact]]],
      payout: [round.outcome.totalPayout, again.totalPayout],
    };
  };
}

function single(
  play: (bet: never, seeds: FairSeeds) => Json,
  fact: FactKey,
  bet: (outcome: Json) => Json,
): Replay {
  return (round, seeds) => {
    const again = toJson(play(withBigints(bet(round.outcome)) as never, seeds)) as Json;
    return {
      facts: [[fact, round.outcome[fact], again[fact]]],
      payout: [round.outcome.payout, again.payout],
    };
  };
}

function mines(round: FairRound, seeds: FairSeeds): ReturnType<Replay> {
  let state: MinesRound = startMines(
    DEFAULT_MINES_CONFIG,
    withBigints(round.bet) as never,
    fairSource(seeds),
  );
  for (const move of round.moves)
    state = move.type === 'cashout' ? cashOutMines(state) : revealTile(state, move.tile as number);
  return {
    facts: [['mines', round.outcome.mines, state.mines]],
    payout: [round.outcome.payout, String(state.payout)],
  };
}

function hilo(round: FairRound, seeds: FairSeeds): ReturnType<Replay> {
  const source = fairSource(seeds);
  let state: HiLoRound = startHiLo(DEFAULT_HILO_CONFIG, withBigints(round.bet) as never, source);
  for (const move of round.moves) {
    if (move.type === 'guess') state = guessHiLo(state, move.guess as never, source);
    else if (move.type === 'skip') state = skipHiLoCard(state, source);
    else state = cashOutHiLo(state);
  }
  const cards = (steps: readonly { to: { index: number } }[]) => steps.map((s) => s.to.index);
  const recorded = (round.outcome.steps as { to: { index: number } }[] | undefined) ?? [];
  return {
    facts: [['cards', cards(recorded), cards(state.steps)]],
    payout: [round.outcome.payout, String(state.payout)],
  };
}

/**
 * A crash bet: the shared round's bust point from its seeds, and the bet's payout from it — its cash-out (by hand
 * or auto) paid stake × cash-out if it was at most the bust point; a bet that never cashed out lost.
 */
function crash(round: FairRound, seeds: FairSeeds): ReturnType<Replay> {
  const outcome = round.outcome as { bustX100: number | null; cashoutX100: number | null; payout: string };
  const config = CRASH_MODELS[round.model];
  if (!config) throw new Error(`unknown crash model ${round.model}`);
  const bust = drawCrashBust(config, fairSource(seeds));
  const cashout = outcome.cashoutX100;
  const payout = cashout !== null && cashout <= bust ? (BigInt(round.stake) * BigInt(cashout)) / 100n : 0n;
  return { facts: [['bust', outcome.bustX100, bust]], payout: [outcome.payout, String(payout)] };
}

/**
 * A live table round: the shared outcome from the table round's seeds, and the player's bets (every placement not
 * taken back) paid on it, after their moves at a decision table.
 */
function liveTable(round: FairRound, seeds: FairSeeds): ReturnType<Replay> {
  if (!(TABLE_GAMES as readonly string[]).includes(round.model))
    throw new Error(`unknown table ${round.model}`);
  const engine = tableEngine(round.model as TableGame);
  const outcome = engine.deal(fairSource(seeds));
  const bets = withBigints((round.bet?.bets as unknown[] | undefined) ?? []) as TableStake[];
  // a decision table pays the player's hand after their moves (blackjack, poker), any other table the bets alone
  const moves = round.moves.map((played) => String(played.move));
  const settle = () =>
    engine.decisions ? engine.decisions.settleMoves(bets, outcome, moves) : engine.settle(bets, outcome);
  const payout = bets.length > 0 ? settle().totalPayout : 0n;
  return {
    facts: [['result', round.outcome.outcome, outcome]],
    payout: [round.outcome.payout, String(payout)],
  };
}

/**
 * A fish batch: every bullet the round charged resolved again, in order, from the round's seeds; a bullet's base
 * stake is its stake over its cannon level's multiple.
 */
function fish(round: FairRound, seeds: FairSeeds): ReturnType<Replay> {
  const config = FISH_MODELS[round.model as FishModelId];
  if (!config) throw new Error(`unknown fish model ${round.model}`);
  const outcome = round.outcome as {
    level: number;
    refund: string;
    shots: { fishId: number; kind: string; captured: boolean; refused: boolean; stake: string }[];
  };
  const multiple = BigInt(config.cannonLevels[outcome.level] ?? 1);
  const source = fairSource(seeds);
  let payout = BigInt(outcome.refund ?? '0');
  const again = outcome.shots.map((shot) => {
    if (shot.refused) return false;
    const result = resolveFishShot(
      config,
      BigInt(shot.stake) / multiple,
      { ...shot, level: outcome.level },
      source,
    );
    payout += result.payout;
    return result.captured;
  });
  return {
    facts: [['captures', outcome.shots.map((shot) => shot.captured), again]],
    payout: [round.win, String(payout)],
  };
}

/**
 * A PVP hand: dealt again from its seeds (the player's cards), its moves played again in order (tiến lên) or its
 * hands compared (ba cây, bài cào), and the player paid again: the hold back with the result less the rake.
 */
function pvp(round: FairRound, seeds: FairSeeds): ReturnType<Replay> {
  const o = round.outcome as {
    players: number;
    index: number;
    leader: number | null;
    cards: string[];
    unit: string;
    hold: string;
    rakeBps: number;
    net: string | null;
  };
  const source = fairSource(seeds);
  const unit = BigInt(o.unit);
  let dealt: string[];
  let delta: bigint;
  if (round.model === 'tien-len') {
    let state = startTienLenHand(
      dealTienLen(source, o.players),
      o.leader === null ? { firstHand: true } : { leader: o.leader, firstHand: false },
    );
    dealt = state.hands[o.index] ?? [];
    for (const { index, move } of round.moves as { index: number; move: TienLenMove }[])
      state = applyTienLenMove(state, index, move);
    delta = state.over ? (tienLenSettlement(state, unit)[o.index] ?? 0n) : 0n;
  } else {
    const hands = dealBaCay(source, o.players);
    dealt = hands[o.index] ?? [];
    delta = settleBaCay(round.model === 'bai-cao' ? 'banker' : 'pot', hands, unit).deltas[o.index] ?? 0n;
  }
  const rake = delta > 0n ? (delta * BigInt(o.rakeBps)) / 10_000n : 0n;
  return {
    facts: [['cards', o.cards, dealt]],
    payout: [round.win, String(BigInt(o.hold) + delta - rake)],
  };
}

const REPLAYS: Record<FairRound['family'], Replay | null> = {
  slots,
  'dice-mini': table(
    (bets, seeds) => playDiceMini(DEFAULT_DICE_MINI_CONFIG, bets, fairSource(seeds)) as never,
    'dice',
  ),
  'bau-cua': table(
    (bets, seeds) => playBauCua(DEFAULT_BAU_CUA_CONFIG, bets, fairSource(seeds)) as never,
    'dice',
  ),
  'xoc-dia': table(
    (bets, seeds) => playXocDia(DEFAULT_XOC_DIA_CONFIG, bets, fairSource(seeds)) as never,
    'coins',
  ),
  plinko: single(
    (bet, seeds) => playPlinko(DEFAULT_PLINKO_CONFIG, bet, fairSource(seeds)) as never,
    'path',
    (o) => ({ stake: o.stake, rows: o.rows, risk: o.risk }),
  ),
  wheel: single(
    (bet, seeds) => playWheel(DEFAULT_WHEEL_CONFIG, bet, fairSource(seeds)) as never,
    'segmentIndex',
    (o) => ({ stake: o.stake, segments: o.segments, risk: o.risk }),
  ),
  rps: single(
    (bet, seeds) => playRps(DEFAULT_RPS_CONFIG, bet, fairSource(seeds)) as never,
    'houseHand',
    (o) => ({ stake: o.stake, hand: o.hand }),
  ),
  mines,
  hilo,
  crash,
  table: liveTable,
  pvp,
  fish,
  // a lottery draw is verified on its own draw (its seed revealed with the result), not per player round
  lottery: null,
};

export function verifyRound(round: FairRound, serverSeed: string): Verification {
  const seeds = { serverSeed, clientSeed: round.fair.clientSeed, nonce: round.fair.nonce };
  const hashMatches = hashServerSeed(serverSeed) === round.fair.serverSeedHash;
  const replay = REPLAYS[round.family];
  if (!replay) return { hashMatches, facts: [], matches: false };
  const { facts, payout } = replay(round, seeds);
  const rows: [FactKey, unknown, unknown][] = [...facts, ['payout', payout[0], payout[1]]];
  const all: Fact[] = rows.map(
    ([key, recorded, recomputed]): Fact => ({
      key,
      recorded: show(recorded),
      recomputed: show(recomputed),
    }),
  );
  return { hashMatches, facts: all, matches: hashMatches && all.every((f) => f.recorded === f.recomputed) };
}
