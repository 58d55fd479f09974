import { MAX_PARLAY_LEGS, sameMatchLegs } from '@app/games';
import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { type GameRhythm, gameRhythm } from '../../../shared/game-rhythm.ts';
import { findGame, seamlessWallet } from '../../games/index.ts';
import { STUDIO, type StudioPlayer } from '../../studio/index.ts';
import {
  type AcceptOddsChange,
  acceptedOdds,
  MARKET_LIMIT_BETS,
  MATCH_LIMIT_BETS,
  SPORTS_MAX_BET_MULTIPLE,
  withinLimit,
} from './acceptance.ts';

export type SlipLeg = { fixtureId: bigint; market: string; selection: string; odds: number };
export type Slip = {
  requestId: string;
  stake: bigint;
  accept: AcceptOddsChange;
  legs: readonly SlipLeg[];
};

/** An in-play bet waits this long before the book decides it (a bet stop or a price move inside it decides). */
export const IN_PLAY_DELAY_MS: Readonly<Record<GameRhythm, number>> = { standard: 5_000, brisk: 1_000 };

export type PlacedBet = {
  id: bigint;
  status: string;
  stake: bigint;
  legs: { fixtureId: bigint; market: string; selection: string; odds: number }[];
  balance: string;
  replayed: boolean;
};

/** The seamless wallet's ids of a bet: its stake's debit and its round (one round a bet). */
export const betDebitId = (memberId: bigint, requestId: string) => `sports:${memberId}:${requestId}`;
export const betRoundId = (betId: bigint) => `sports-bet-${betId}`;

type MarketRow = {
  fixture_id: bigint;
  key: string;
  status: string;
  odds: Record<string, number>;
  version: bigint;
  fixture_status: string;
  down: boolean;
};

/** The legs' markets with their match's and feed's state, held in share mode (the feed waits for bets in flight). */
export async function lockedMarkets(tx: Executor, legs: readonly SlipLeg[]): Promise<Map<string, MarketRow>> {
  const keys = legs.map((leg) => ({ fixture: String(leg.fixtureId), key: leg.market }));
  const { rows } = await sql<MarketRow>`
    SELECT m.fixture_id, m.key, m.status, m.odds, m.version, f.status AS fixture_status,
           coalesce(p.down, true) AS down
    FROM sport_markets m
    JOIN sport_fixtures f ON f.id = m.fixture_id
    LEFT JOIN sport_feed_producers p ON p.producer = f.producer
    JOIN jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) AS k(fixture bigint, key text)
      ON m.fixture_id = k.fixture AND m.key = k.key
    ORDER BY m.fixture_id, m.key
    FOR SHARE OF m`.execute(tx);
  return new Map(rows.map((row) => [`${row.fixture_id}:${row.key}`, row]));
}

/** The price a leg takes now, or the refusal: unknown, closed, suspended, or moved against the member's setting. */
export function legPrice(row: MarketRow | undefined, leg: SlipLeg, accept: AcceptOddsChange): number {
  const current = row?.odds[leg.selection];
  if (!row || current === undefined) {
    if (row && (row.status === 'settled' || row.status === 'cancelled'))
      throw new AppError('sports_market_closed');
    throw new AppError('sports_market_not_found');
  }
  if (row.status === 'settled' || row.status === 'cancelled') throw new AppError('sports_market_closed');
  if (!['not_started', 'live'].includes(row.fixture_status)) throw new AppError('sports_market_closed');
  if (row.status !== 'active' || row.down) throw new AppError('sports_market_suspended');
  const taken = acceptedOdds(accept, leg.odds, current);
  if (taken === undefined) {
    throw new AppError('sports_odds_changed', undefined, {
      fixtureId: String(leg.fixtureId),
      market: leg.market,
      selection: leg.selection,
      odds: String(current),
    });
  }
  return taken;
}

/** The member's open stakes on each of the slip's markets and matches (pending and open bets). */
async function heldStakes(tx: Executor, memberId: bigint, legs: readonly SlipLeg[]) {
  const rows = await tx
    .selectFrom('sport_bets as b')
    .innerJoin('sport_bet_legs as l', 'l.bet_id', 'b.id')
    .select(['l.fixture_id', 'l.market_key', 'b.stake'])
    .where('b.member_id', '=', memberId)
    .where('b.status', 'in', ['pending', 'open'])
    .where(
      'l.fixture_id',
      'in',
      legs.map((leg) => leg.fixtureId),
    )
    .execute();
  const byMarket = new Map<string, bigint>();
  const byMatch = new Map<bigint, bigint>();
  for (const row of rows) {
    const market = `${row.fixture_id}:${row.market_key}`;
    byMarket.set(market, (byMarket.get(market) ?? 0n) + row.stake);
    byMatch.set(row.fixture_id, (byMatch.get(row.fixture_id) ?? 0n) + row.stake);
  }
  return { byMarket, byMatch };
}

function checkSlipShape(slip: Slip): void {
  if (slip.legs.length < 1 || slip.legs.length > MAX_PARLAY_LEGS) throw new AppError('sports_parlay_legs');
  if (sameMatchLegs(slip.legs.map((leg) => ({ matchId: String(leg.fixtureId) }))).length > 0) {
    throw new AppError('sports_parlay_same_match');
  }
}

const sameLegs = (
  a: readonly SlipLeg[],
  b: readonly { fixture_id: bigint; market_key: string; selection: string }[],
) =>
  a.length === b.length &&
  a.every((leg, i) => {
    const other = b[i];
    return (
      other?.fixture_id === leg.fixtureId &&
      other.market_key === leg.market &&
      other.selection === leg.selection
    );
  });

/**
 * Places a single (one leg) or a parlay (2..10 legs of different matches) in one transaction: the legs' markets held
 * in share mode and each priced by the member's odds-change setting; the member's stakes within the game's limits
 * and within the per-market and per-match limits; the bet and its legs written; its stake debited from the member
 * through the seamless wallet (a short wallet refuses the whole bet). A pre-match bet stands at once; a bet with a
 * leg in play waits `IN_PLAY_DELAY_MS` (`decidePendingBets`). A request id placed before answers that bet again.
 */
export async function placeBet(db: Db, player: StudioPlayer, slip: Slip): Promise<PlacedBet> {
  checkSlipShape(slip);
  return seamlessWallet.walletCall(db, async (tx) => {
    const earlier = await tx
      .selectFrom('sport_bets')
      .selectAll()
      .where('member_id', '=', player.memberId)
      .where('request_id', '=', slip.requestId)
      .executeTakeFirst();
    if (earlier) {
      const legs = await tx
        .selectFrom('sport_bet_legs')
        .selectAll()
        .where('bet_id', '=', earlier.id)
        .orderBy('leg_no')
        .execute();
      if (earlier.stake !== slip.stake || !sameLegs(slip.legs, legs))
        throw new AppError('idempotency_conflict');
      const wallet = await seamlessWallet.balance(tx, STUDIO, player.sessionToken);
      return {
        id: earlier.id,
        status: earlier.status,
        stake: earlier.stake,
        legs: legs.map((l) => ({
          fixtureId: l.fixture_id,
          market: l.market_key,
          selection: l.selection,
          odds: l.odds,
        })),
        balance: wallet.balance ?? '0',
        replayed: true,
      };
    }
    const game = player.game?.code === player.gameCode ? player.game : await findGame(db, player.gameCode);
    if (!game) throw new AppError('game_unavailable');
    const maxBet = game.minBet * SPORTS_MAX_BET_MULTIPLE;
    if (slip.stake < game.minBet)
      throw new AppError('bet_below_minimum', undefined, { minBet: String(game.minBet) });
    if (slip.stake > maxBet) throw new AppError('bet_above_maximum', undefined, { maxBet: String(maxBet) });
    const markets = await lockedMarkets(tx, slip.legs);
    const prices = slip.legs.map((leg) =>
      legPrice(markets.get(`${leg.fixtureId}:${leg.market}`), leg, slip.accept),
    );
    const held = await heldStakes(tx, player.memberId, slip.legs);
    for (const leg of slip.legs) {
      const onMarket = held.byMarket.get(`${leg.fixtureId}:${leg.market}`) ?? 0n;
      const onMatch = held.byMatch.get(leg.fixtureId) ?? 0n;
      if (
        !withinLimit(onMarket, slip.stake, maxBet, MARKET_LIMIT_BETS) ||
        !withinLimit(onMatch, slip.stake, maxBet, MATCH_LIMIT_BETS)
      ) {
        throw new AppError('sports_stake_over_limit', undefined, {
          limit: String(maxBet * MARKET_LIMIT_BETS),
        });
      }
    }
    const inPlay = slip.legs.some(
      (leg) => markets.get(`${leg.fixtureId}:${leg.market}`)?.fixture_status === 'live',
    );
    const bet = await tx
      .insertInto('sport_bets')
      .values({
        member_id: player.memberId,
        request_id: slip.requestId,
        game_code: player.gameCode,
        kind: slip.legs.length === 1 ? 'single' : 'parlay',
        stake: slip.stake,
        accept: slip.accept,
        status: inPlay ? 'pending' : 'open',
        decides_at: sql<Date>`now() + ${`${inPlay ? IN_PLAY_DELAY_MS[gameRhythm()] : 0} milliseconds`}::interval`,
        accepted_at: inPlay ? null : sql<Date>`now()`,
      })
      .returning(['id', 'status'])
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('sport_bet_legs')
      .values(
        slip.legs.map((leg, i) => ({
          bet_id: bet.id,
          leg_no: i,
          fixture_id: leg.fixtureId,
          market_key: leg.market,
          selection: leg.selection,
          odds: prices[i] as number,
          version: (markets.get(`${leg.fixtureId}:${leg.market}`) as MarketRow).version,
        })),
      )
      .execute();
    const answer = await seamlessWallet.debit(tx, STUDIO, {
      sessionToken: player.sessionToken,
      transactionId: betDebitId(player.memberId, slip.requestId),
      roundId: betRoundId(bet.id),
      amount: slip.stake,
      detail: { family: 'sports', betId: String(bet.id), legs: slip.legs.length },
    });
    return {
      id: bet.id,
      status: bet.status,
      stake: slip.stake,
      legs: slip.legs.map((leg, i) => ({ ...leg, odds: prices[i] as number })),
      balance: answer.balance ?? '0',
      replayed: false,
    };
  });
}
