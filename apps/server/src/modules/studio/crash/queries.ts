import type { Executor } from '../../../db/database.ts';

export type CrashRoundRow = {
  id: bigint;
  game_code: string;
  round_no: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  bust_x100: bigint;
  phase: 'betting' | 'flying' | 'busted';
  betting_ends_at: Date;
  busts_at: Date;
};

export type CrashBetRow = {
  id: bigint;
  crash_round_id: bigint;
  member_id: bigint;
  provider_round_id: string;
  round_id: bigint;
  player: string;
  stake: bigint;
  auto_cashout_x100: bigint | null;
  cashout_x100: bigint | null;
  payout: bigint | null;
};

const roundColumns = [
  'id',
  'game_code',
  'round_no',
  'server_seed',
  'server_seed_hash',
  'client_seed',
  'bust_x100',
  'phase',
  'betting_ends_at',
  'busts_at',
] as const;

const betColumns = [
  'id',
  'crash_round_id',
  'member_id',
  'provider_round_id',
  'round_id',
  'player',
  'stake',
  'auto_cashout_x100',
  'cashout_x100',
  'payout',
] as const;

/** The round columns, for a caller to narrow (where, order, lock). */
function roundQuery(db: Executor) {
  return db.selectFrom('crash_rounds').select(roundColumns);
}

/** The bet columns, for a caller to narrow (where, order, lock). */
function betQuery(db: Executor) {
  return db.selectFrom('crash_bets').select(betColumns);
}

export { databaseNow } from '../queries.ts';

function latestRoundQuery(db: Executor, gameCode: string) {
  return roundQuery(db).where('game_code', '=', gameCode).orderBy('id', 'desc').limit(1);
}

export function latestRound(db: Executor, gameCode: string): Promise<CrashRoundRow | undefined> {
  return latestRoundQuery(db, gameCode).executeTakeFirst();
}

/** The game's current round, held (FOR SHARE) so the clock cannot close betting under a bet being placed. */
export function shareLatestRound(db: Executor, gameCode: string): Promise<CrashRoundRow | undefined> {
  return latestRoundQuery(db, gameCode).forShare().executeTakeFirst();
}

export function roundById(db: Executor, id: bigint): Promise<CrashRoundRow | undefined> {
  return roundQuery(db).where('id', '=', id).executeTakeFirst();
}

export function bustedRounds(db: Executor, gameCode: string, limit: number): Promise<CrashRoundRow[]> {
  return roundQuery(db)
    .where('game_code', '=', gameCode)
    .where('phase', '=', 'busted')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Rounds the clock left unfinished (a process that drove them stopped): the next driver finishes them. */
export function unfinishedRounds(db: Executor, gameCode: string): Promise<CrashRoundRow[]> {
  return roundQuery(db)
    .where('game_code', '=', gameCode)
    .where('phase', '!=', 'busted')
    .orderBy('id')
    .execute();
}

export async function insertRound(
  db: Executor,
  round: Omit<CrashRoundRow, 'id' | 'phase'>,
): Promise<CrashRoundRow | undefined> {
  return db
    .insertInto('crash_rounds')
    .values(round)
    .onConflict((c) => c.columns(['game_code', 'round_no']).doNothing())
    .returning(roundColumns)
    .executeTakeFirst();
}

/** Betting ends: waits for bets being placed (they hold the round FOR SHARE), then closes the round to bets. */
export async function closeBetting(db: Executor, id: bigint): Promise<void> {
  await db
    .updateTable('crash_rounds')
    .set({ phase: 'flying' })
    .where('id', '=', id)
    .where('phase', '=', 'betting')
    .execute();
}

export async function markBusted(db: Executor, id: bigint): Promise<boolean> {
  const result = await db
    .updateTable('crash_rounds')
    .set({ phase: 'busted', busted_at: new Date() })
    .where('id', '=', id)
    .where('phase', '!=', 'busted')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function betsOfRound(db: Executor, crashRoundId: bigint): Promise<CrashBetRow[]> {
  return betQuery(db)
    .where('crash_round_id', '=', crashRoundId)
    .orderBy('stake', 'desc')
    .orderBy('id')
    .limit(200)
    .execute();
}

function memberBetQuery(db: Executor, crashRoundId: bigint, memberId: bigint) {
  return betQuery(db).where('crash_round_id', '=', crashRoundId).where('member_id', '=', memberId);
}

export function memberBet(
  db: Executor,
  crashRoundId: bigint,
  memberId: bigint,
): Promise<CrashBetRow | undefined> {
  return memberBetQuery(db, crashRoundId, memberId).executeTakeFirst();
}

export function betByRequest(
  db: Executor,
  memberId: bigint,
  requestId: string,
): Promise<CrashBetRow | undefined> {
  return betQuery(db)
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** The member's bet in a round, locked: cash-outs by hand and by the clock decide one at a time. */
export function lockMemberBet(
  db: Executor,
  crashRoundId: bigint,
  memberId: bigint,
): Promise<CrashBetRow | undefined> {
  return memberBetQuery(db, crashRoundId, memberId).forUpdate().executeTakeFirst();
}

export async function insertBet(
  db: Executor,
  bet: Omit<CrashBetRow, 'id' | 'cashout_x100' | 'payout'> & { request_id: string },
): Promise<CrashBetRow> {
  return db.insertInto('crash_bets').values(bet).returning(betColumns).executeTakeFirstOrThrow();
}

/** Open bets of a round (those with an auto cash-out at most `upToX100`, if given), locked, in id order. */
export function lockOpenBets(db: Executor, crashRoundId: bigint, upToX100?: number): Promise<CrashBetRow[]> {
  let query = betQuery(db).where('crash_round_id', '=', crashRoundId).where('settled_at', 'is', null);
  if (upToX100 !== undefined) query = query.where('auto_cashout_x100', '<=', BigInt(upToX100));
  return query.orderBy('id').forUpdate().execute();
}

/** The auto cash-out targets still waiting in a round, lowest first. */
export async function pendingTargets(db: Executor, crashRoundId: bigint): Promise<number[]> {
  const rows = await db
    .selectFrom('crash_bets')
    .select('auto_cashout_x100')
    .distinct()
    .where('crash_round_id', '=', crashRoundId)
    .where('settled_at', 'is', null)
    .where('auto_cashout_x100', 'is not', null)
    .orderBy('auto_cashout_x100')
    .execute();
  return rows.map((row) => Number(row.auto_cashout_x100));
}

export async function settleBet(
  db: Executor,
  id: bigint,
  cashoutX100: number | null,
  payout: bigint,
): Promise<CrashBetRow> {
  return db
    .updateTable('crash_bets')
    .set({
      cashout_x100: cashoutX100 === null ? null : BigInt(cashoutX100),
      payout,
      settled_at: new Date(),
    })
    .where('id', '=', id)
    .returning(betColumns)
    .executeTakeFirstOrThrow();
}

/** Rounds nobody bet on, older than the cut-off: the clock prunes them (played rounds stay for ever). */
export async function pruneEmptyRounds(db: Executor, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('crash_rounds')
    .where('phase', '=', 'busted')
    .where('opened_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('crash_bets').select('id').whereRef('crash_bets.crash_round_id', '=', 'crash_rounds.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
