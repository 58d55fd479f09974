import { createHash } from 'node:crypto';
import type {
  ProviderCreditBody,
  ProviderDebitBody,
  ProviderRollbackBody,
  ProviderSession,
  WalletAnswer,
} from '@app/contracts';
import type { Transaction } from 'kysely';
import type { Db, Executor } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { inTransaction, retrying, TRANSIENT_OR_RACED } from '../../../db/transaction.ts';
import { AppError } from '../../../http/errors.ts';
import { turnBatches } from '../../../shared/turn-batches.ts';
import { findMemberSummary, lockSessionEnds } from '../../accounts/index.ts';
import {
  balanceOf,
  ensureDemoWallet,
  MAX_AMOUNT,
  playingAccount,
  providerAccount,
  type TransferKind,
  transfer,
} from '../../wallet/index.ts';
import { noteBigWin } from '../big-wins.ts';
import {
  type CreditLook,
  CURRENCY,
  creditCall,
  creditCalls,
  type DebitArgs,
  type DebitLook,
  debitCall,
  debitCalls,
  playCalls,
} from './calls.ts';
import * as q from './queries.ts';
import type { ProviderRound } from './rounds.ts';
import { newToken, tokenHash } from './tokens.ts';

type Tx = Transaction<Database>;

/**
 * A player session lasts this long after `authenticate` (a provider may call credit after it ends), and never
 * longer than the site session it was launched from (migration 0043).
 */
export const SESSION_SECONDS = 12 * 60 * 60;

export type DebitCall = Omit<ProviderDebitBody, 'amount'> & { amount: bigint };
export type CreditCall = Omit<ProviderCreditBody, 'amount' | 'closeRound'> & {
  amount: bigint;
  closeRound: boolean;
};
export type RollbackCall = ProviderRollbackBody;

/**
 * The seamless wallet: what a game provider calls to know the player and move their money. Every call is
 * idempotent by the provider's transaction id (the same id and body answer the first answer, `replayed`; the same
 * id with another body is `idempotency_conflict`), runs in the caller's transaction, and moves money only through
 * the ledger. The in-house studio calls these functions in-process; external providers reach them over HTTP
 * (routes.ts), signed. Rules and codes: docs/seamless-wallet.md.
 */

/**
 * Turns a launch token into a player session (once: a used or expired launch token is refused). A launch from the
 * site ends with its site session: the player session is capped at the site session's absolute expiry and idle
 * end, read under a share lock so a revocation or an idle-end move waits for the claim and then carries it along
 * (migration 0043's trigger); a site session already over refuses the launch token.
 */
export async function authenticate(db: Db, provider: string, launchToken: string): Promise<ProviderSession> {
  const sessionToken = newToken();
  const launchHash = tokenHash(launchToken);
  const claimed = await db.transaction().execute(async (tx) => {
    const launch = await q.findLaunch(tx, provider, launchHash);
    if (!launch) return undefined;
    const site = launch.site_session_id === null ? null : await lockSessionEnds(tx, launch.site_session_id);
    if (site === undefined) return undefined;
    return q.claimLaunch(tx, provider, launchHash, tokenHash(sessionToken), SESSION_SECONDS, site);
  });
  if (!claimed || !claimed.session_expires_at) throw new AppError('launch_token_invalid');
  const member = await findMemberSummary(db, claimed.member_id);
  if (!member || member.status !== 'active') throw new AppError('player_session_invalid');
  const wallet = claimed.is_demo
    ? await ensureDemoWallet(db, claimed.member_id)
    : await playingAccount(db, claimed.member_id, false);
  return {
    sessionToken,
    sessionExpiresAt: claimed.session_expires_at.toISOString(),
    playerId: String(claimed.member_id),
    nickname: member.nickname,
    currency: CURRENCY,
    language: claimed.language,
    gameCode: claimed.game_code,
    isDemo: claimed.is_demo,
    balance: String(await balanceOf(db, wallet)),
  };
}

export async function sessionOf(
  db: Executor,
  provider: string,
  sessionToken: string,
): Promise<q.PlayerSession> {
  const session = await q.findSession(db, provider, tokenHash(sessionToken));
  if (!session) throw new AppError('player_session_invalid');
  return session;
}

/** Session reads that lock nothing: several batches of them may be in flight at once. */
const SESSION_READS_IN_FLIGHT = 4;
const sessionGatherers = new WeakMap<Db, Map<string, (hash: Buffer) => Promise<q.PlayerSession>>>();

/**
 * `sessionOf` outside a transaction, the sessions asked in one event-loop turn read in one statement
 * (shared/turn-batches.ts): an in-process provider checks its bearer on every spin, which then costs one query a
 * turn rather than one a spin. Each answer is the same as `sessionOf`'s.
 */
export function sessionOfTogether(db: Db, provider: string, sessionToken: string): Promise<q.PlayerSession> {
  let byProvider = sessionGatherers.get(db);
  if (!byProvider) {
    byProvider = new Map();
    sessionGatherers.set(db, byProvider);
  }
  let gather = byProvider.get(provider);
  if (!gather) {
    gather = turnBatches<Buffer, q.PlayerSession>(async (hashes) => {
      const found = new Map(
        (await q.findSessions(db, provider, hashes)).map(({ sessionHash, ...session }) => [
          sessionHash.toString('hex'),
          session,
        ]),
      );
      return hashes.map((hash) => found.get(hash.toString('hex')) ?? new AppError('player_session_invalid'));
    }, SESSION_READS_IN_FLIGHT);
    byProvider.set(provider, gather);
  }
  return gather(tokenHash(sessionToken));
}

export async function balance(db: Executor, provider: string, sessionToken: string): Promise<WalletAnswer> {
  const session = await sessionOf(db, provider, sessionToken);
  const wallet = await playingAccount(db, session.memberId, session.isDemo);
  return answer(await balanceOf(db, wallet), null, false);
}

function answer(balanceNow: bigint | null, transferId: bigint | null, replayed: boolean): WalletAnswer {
  return {
    balance: balanceNow === null ? null : String(balanceNow),
    currency: CURRENCY,
    walletTransactionId: transferId === null ? null : String(transferId),
    replayed,
  };
}

/** What a call asks for, minus the session token (a retry may carry a fresher one). */
function callHash(kind: q.NewCall['kind'], body: object): Buffer {
  const { sessionToken: _ignored, ...rest } = body as Record<string, unknown>;
  const canonical = JSON.stringify(rest, (_key, value: unknown) =>
    typeof value === 'bigint'
      ? `${value}n`
      : value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
          )
        : value,
  );
  return createHash('sha256').update(kind).update(canonical).digest();
}

/** The first answer to this transaction id, or a conflict when the id came with another body. */
function replay(seen: q.StoredCall, hash: Buffer): WalletAnswer {
  if (!seen.requestHash.equals(hash)) throw new AppError('idempotency_conflict');
  return { ...(seen.answer as WalletAnswer), replayed: true };
}

function ledgerKey(provider: string, transactionId: string): string {
  return `game:${provider}:${transactionId}`;
}

async function move(
  tx: Tx,
  provider: string,
  call: { transactionId: string; roundId: string },
  round: { memberId: bigint; isDemo: boolean; category: string },
  kind: TransferKind,
  toPlayer: boolean,
  amount: bigint,
) {
  const wallet = await playingAccount(tx, round.memberId, round.isDemo);
  const house = await providerAccount(tx, provider, round.memberId, round.isDemo);
  const result = await transfer(tx, {
    key: ledgerKey(provider, call.transactionId),
    kind,
    moves: [toPlayer ? { from: house, to: wallet, amount } : { from: wallet, to: house, amount }],
    // the game's category: the member's profit and loss groups their game results by it
    metadata: { provider, round: call.roundId, category: round.category },
  });
  return {
    transferId: result.transferId,
    balance: result.balances.get(wallet) ?? (await balanceOf(tx, wallet)),
  };
}

/**
 * Takes a bet: opens the round (or adds to it while open) and moves the stake to the provider's account. Bets
 * are checked against the session and the game: open, served by this provider, not in maintenance, at least its
 * min bet. One statement (calls.ts `debitCall`), which writes nothing when a check below refuses the bet.
 */
export async function debit(db: Executor, provider: string, call: DebitCall): Promise<WalletAnswer> {
  const taken = takeDebit(call, new Date());
  return debitAnswer(call, taken, await debitCall(db, { provider, ...taken.args }));
}

type TakenDebit = { args: DebitArgs; validAmount: boolean };

function takeDebit(call: DebitCall, now: Date): TakenDebit {
  const validAmount = call.amount > 0n && call.amount <= MAX_AMOUNT;
  return {
    validAmount,
    args: {
      transactionId: call.transactionId,
      sessionHash: tokenHash(call.sessionToken),
      providerRoundId: call.roundId,
      stake: validAmount ? call.amount : undefined,
      detail: call.detail,
      now,
      requestHash: callHash('debit', call),
    },
  };
}

/** The answer to a debit from what its statement found and did (`short`: a batch's wallet short of the stake). */
function debitAnswer(
  call: DebitCall,
  taken: TakenDebit,
  look: DebitLook & { short?: boolean },
): WalletAnswer {
  // the refusals in the order they were always checked; the round was opened only when none applies
  if (look.seen) return replay(look.seen, taken.args.requestHash);
  if (!taken.validAmount) throw new AppError('invalid_amount');
  if (look.rolledBack) throw new AppError('transaction_rolled_back');
  if (!look.session) throw new AppError('player_session_invalid');
  const game = look.session.game;
  if (!game) throw new AppError('game_not_found');
  if (!game.playable) throw new AppError('game_unavailable');
  if (game.inMaintenance && game.maintenanceUntil) {
    throw new AppError('game_maintenance', undefined, { until: game.maintenanceUntil.toISOString() });
  }
  if (call.amount < game.minBet)
    throw new AppError('bet_below_minimum', undefined, { minBet: String(game.minBet) });
  if (!look.opened) throw new Error('seamless: the debit checks and the round disagree');
  if (look.short) throw new AppError('insufficient_funds');
  if (!look.round) throw new AppError('round_closed');
  if (!look.moved) throw new Error('seamless: the debit opened its round but moved nothing');
  return answer(look.moved.balance, look.moved.transferId, false);
}

/** A call's answer, or the error it was refused with. */
export type Settled = WalletAnswer | Error;

async function settle(work: () => Promise<WalletAnswer>): Promise<Settled> {
  try {
    return await work();
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * The positions of calls that name neither a transaction id nor a round named by an earlier call (`together`),
 * and of the others (`alone`: each must see the one before it).
 */
function firstOfEach(calls: readonly { transactionId: string; roundId: string }[]) {
  const ids = new Set<string>();
  const rounds = new Set<string>();
  const together: number[] = [];
  const alone: number[] = [];
  for (const [i, call] of calls.entries()) {
    if (ids.has(call.transactionId) || rounds.has(call.roundId)) alone.push(i);
    else together.push(i);
    ids.add(call.transactionId);
    rounds.add(call.roundId);
  }
  return { together, alone };
}

/**
 * Fewer calls than this are taken one by one, side by side: a set-based statement costs a few milliseconds more
 * than one call alone (measured: two debits ~5 ms together, ~3 ms each alone at once), and pays from about here.
 */
export const BATCH_FROM = 4;

const isRetryable = (error: unknown) => TRANSIENT_OR_RACED.has((error as { code?: string }).code ?? '');

/**
 * Debits of one provider arriving together (batches.ts gathers an event-loop turn's), each answered exactly as
 * `debit` run on its own would answer it: the distinct ones in one statement (calls.ts `debitCalls`, one commit),
 * where a short wallet refuses its debit alone; repeats of an id or a round one by one after them (takeTogether).
 */
export async function debits(
  db: Db,
  provider: string,
  calls: readonly DebitCall[],
  batchFrom = BATCH_FROM,
): Promise<Settled[]> {
  return takeTogether(
    calls,
    firstOfEach(calls),
    batchFrom,
    async (together) => {
      const now = new Date();
      const taken = together.map((call) => takeDebit(call, now));
      const looks = await debitCalls(
        db,
        provider,
        taken.map((t) => t.args),
      );
      return Promise.all(
        looks.map((look, j) =>
          settle(async () => debitAnswer(together[j] as DebitCall, taken[j] as TakenDebit, look)),
        ),
      );
    },
    (call) => walletStatement(db, (db) => debit(db, provider, call)),
  );
}

/**
 * Answers `calls`: the ones at `split.together` (distinct ids and rounds) by `batch` in one statement when there are
 * at least `batchFrom` of them (BATCH_FROM), else — or when the batch met a racing call, a changed round or a deadlock, which
 * leaves nothing written — by `alone`, side by side; then the ones at `split.alone` by `alone`, one after another
 * in their order (each sees the one before). Answers each call's answer or refusal, in order.
 */
async function takeTogether<T>(
  calls: readonly T[],
  split: { together: readonly number[]; alone: readonly number[] },
  batchFrom: number,
  batch: (together: readonly T[]) => Promise<Settled[]>,
  alone: (call: T) => Promise<WalletAnswer>,
): Promise<Settled[]> {
  const results: Settled[] = new Array(calls.length);
  let sideBySide = split.together;
  if (split.together.length >= batchFrom) {
    try {
      const answers = await batch(split.together.map((i) => calls[i] as T));
      for (const [j, i] of split.together.entries()) results[i] = answers[j] as Settled;
      sideBySide = [];
    } catch (error) {
      if (!isRetryable(error)) throw error;
    }
  }
  await Promise.all(
    sideBySide.map(async (i) => {
      results[i] = await settle(() => alone(calls[i] as T));
    }),
  );
  for (const i of split.alone) results[i] = await settle(() => alone(calls[i] as T));
  return results;
}

/**
 * Pays a win (0 for a loss) into an open round and, unless told otherwise, closes it; closing counts the round's
 * valid stake toward the member's turnover and points (points/maths.ts), in the same statement.
 */
export async function credit(db: Executor, provider: string, call: CreditCall): Promise<WalletAnswer> {
  return (await creditRound(db, provider, call)).answer;
}

/**
 * `credit`, answering also the round as the credit left it (for an in-process provider that shows it; undefined
 * when the call was a replay). One statement (calls.ts `creditCall`); a big win then goes on the winners board —
 * in the caller's transaction when there is one, else right after the credit commits.
 */
export async function creditRound(
  db: Executor,
  provider: string,
  call: CreditCall,
): Promise<{ answer: WalletAnswer; round: ProviderRound | undefined }> {
  const hash = callHash('credit', call);
  const validAmount = call.amount >= 0n && call.amount <= MAX_AMOUNT;
  const look = await creditCall(db, {
    provider,
    transactionId: call.transactionId,
    providerRoundId: call.roundId,
    amount: validAmount ? call.amount : undefined,
    close: call.closeRound,
    detail: call.detail,
    requestHash: hash,
  });
  return creditAnswer(db, call, hash, validAmount, look);
}

/** The answer to a credit from what its statement found and did; a closing credit's big win goes on the board. */
async function creditAnswer(
  db: Executor,
  call: CreditCall,
  hash: Buffer,
  validAmount: boolean,
  look: CreditLook,
): Promise<{ answer: WalletAnswer; round: ProviderRound | undefined }> {
  if (look.seen) return { answer: replay(look.seen, hash), round: undefined };
  if (!validAmount) throw new AppError('invalid_amount');
  const round = look.round;
  if (!round) throw new AppError('round_not_found');
  if (round.status !== 'open') throw new AppError('round_closed');
  if (!look.taken) throw new Error('seamless: the credit found its round open but took nothing');
  if (call.closeRound) await noteBigWin(db, round, round.win + call.amount);
  return {
    answer: answer(look.taken.moved.balance, look.taken.moved.transferId, false),
    round: look.taken.after,
  };
}

/**
 * Credits of one provider arriving together, each answered exactly as `credit` run on its own would answer it:
 * distinct closing credits with valid amounts in one set-based statement (calls.ts `creditCalls`, migration 0036),
 * the rest — repeats, credits that leave their round open, invalid amounts, and a batch that met a racing call —
 * one by one after it. Answers each call's answer or refusal, in order.
 */
export async function credits(
  db: Db,
  provider: string,
  calls: readonly CreditCall[],
  batchFrom = BATCH_FROM,
): Promise<Settled[]> {
  const closing = (i: number) => {
    const call = calls[i] as CreditCall;
    return call.closeRound && call.amount >= 0n && call.amount <= MAX_AMOUNT;
  };
  const { together, alone } = firstOfEach(calls);
  return takeTogether(
    calls,
    { together: together.filter(closing), alone: [...together.filter((i) => !closing(i)), ...alone] },
    batchFrom,
    async (together) =>
      Promise.all(
        (await closingCreditLooks(db, provider, together)).map(({ call, hash, look }) =>
          settle(async () => (await creditAnswer(db, call, hash, true, look)).answer),
        ),
      ),
    (call) => walletStatement(db, (db) => credit(db, provider, call)),
  );
}

/** Closing credits with valid amounts taken in one statement (calls.ts `creditCalls`): each with its hash and look. */
async function closingCreditLooks(db: Executor, provider: string, calls: readonly CreditCall[]) {
  const hashes = calls.map((call) => callHash('credit', call));
  const looks = await creditCalls(
    db,
    provider,
    calls.map((call, i) => ({
      transactionId: call.transactionId,
      providerRoundId: call.roundId,
      amount: call.amount,
      detail: call.detail,
      requestHash: hashes[i] as Buffer,
    })),
  );
  return looks.map((look, i) => ({ call: calls[i] as CreditCall, hash: hashes[i] as Buffer, look }));
}

/**
 * Closing credits of many rounds in one statement (a shared draw settled at once), each checked as `credit` checks
 * it: a transaction id already seen answers its first answer (or `idempotency_conflict`), an unknown or closed
 * round throws and nothing of the batch stays (run it in the caller's transaction). Answers in the calls' order.
 */
export async function creditRounds(
  db: Executor,
  provider: string,
  calls: readonly Omit<CreditCall, 'closeRound'>[],
): Promise<WalletAnswer[]> {
  for (const call of calls)
    if (!(call.amount >= 0n && call.amount <= MAX_AMOUNT)) throw new AppError('invalid_amount');
  const closing = calls.map((call) => ({ ...call, closeRound: true }));
  const answers: WalletAnswer[] = [];
  for (const { call, hash, look } of await closingCreditLooks(db, provider, closing))
    answers.push((await creditAnswer(db, call, hash, true, look)).answer);
  return answers;
}

/** A whole round of an in-process provider: the debit opening it and the win closing it (0 for a loss). */
export type PlayCall = { debit: DebitCall; win: Omit<CreditCall, 'roundId' | 'closeRound'> };

/**
 * What a whole round's calls answered: whether the debit's transaction id was answered before (`seen`: nothing was
 * asked of the credit; an in-process provider answers its earlier round), the debit's answer or refusal and, when
 * the debit took the stake, the credit's answer with the round as it left it.
 */
export type PlayAnswer = {
  seen: boolean;
  debit: Settled;
  credit: { answer: WalletAnswer; round: ProviderRound | undefined } | undefined;
};

/**
 * Whole rounds of an in-process provider (the studio's spins arriving together) in one statement (calls.ts
 * `playCalls`): each debit answered exactly as `debit` would answer it, and each round whose stake was taken paid
 * and closed exactly as `creditRound` would. Run it in the caller's transaction (a big win goes on the winners board
 * in it). The rounds must name distinct transaction ids and distinct rounds. Answers in the calls' order.
 */
export async function playRounds(
  db: Executor,
  provider: string,
  calls: readonly PlayCall[],
): Promise<PlayAnswer[]> {
  const now = new Date();
  const taken = calls.map(({ debit }) => takeDebit(debit, now));
  const wins = calls.map(({ debit, win }) => {
    const call: CreditCall = { ...win, roundId: debit.roundId, closeRound: true };
    return { call, hash: callHash('credit', call) };
  });
  for (const { call } of wins)
    if (!(call.amount >= 0n && call.amount <= MAX_AMOUNT)) throw new AppError('invalid_amount');
  const looks = await playCalls(
    db,
    provider,
    calls.map((_, i) => {
      const { call, hash } = wins[i] as (typeof wins)[number];
      return {
        debit: (taken[i] as TakenDebit).args,
        win: {
          transactionId: call.transactionId,
          amount: call.amount,
          detail: call.detail,
          requestHash: hash,
        },
      };
    }),
  );
  const answers: PlayAnswer[] = [];
  for (const [i, look] of looks.entries()) {
    const debitCall = (calls[i] as PlayCall).debit;
    const debit = await settle(async () => debitAnswer(debitCall, taken[i] as TakenDebit, look.debit));
    const { call, hash } = wins[i] as (typeof wins)[number];
    const credit =
      look.credit && !(debit instanceof Error) && !debit.replayed
        ? await creditAnswer(db, call, hash, true, look.credit)
        : undefined;
    answers.push({ seen: look.debit.seen !== undefined, debit, credit });
  }
  return answers;
}

/**
 * Cancels a debit of a round not yet paid: the stake goes back to the player, and a round whose every bet is
 * cancelled is closed as cancelled. A rollback of a debit never seen is recorded too (answered with nothing
 * moved), so that debit is refused if it arrives late.
 */
export async function rollback(tx: Tx, provider: string, call: RollbackCall): Promise<WalletAnswer> {
  const hash = callHash('rollback', call);
  const seen = await q.findCall(tx, provider, call.transactionId);
  if (seen) return replay(seen, hash);
  const earlier = await q.findRollbackOf(tx, provider, call.rollsBack);
  if (earlier) return { ...(earlier.answer as WalletAnswer), replayed: true };
  const round = await q.lockRound(tx, provider, call.roundId);
  const debited = await q.findCall(tx, provider, call.rollsBack);
  if (debited && (debited.kind !== 'debit' || !round || debited.roundId !== round.id)) {
    throw new AppError('validation_error', { rollsBack: 'validation_error' });
  }
  if (!debited || !round) {
    // Nothing to give back (yet): remember the rollback so a late debit with this id is refused.
    const result = round
      ? answer(await balanceOf(tx, await playingAccount(tx, round.memberId, round.isDemo)), null, false)
      : answer(null, null, false);
    await q.insertCall(tx, {
      provider,
      transactionId: call.transactionId,
      kind: 'rollback',
      roundId: round?.id ?? null,
      rollsBack: call.rollsBack,
      amount: 0n,
      requestHash: hash,
      answer: result,
    });
    return result;
  }
  if (round.status === 'settled' || round.win > 0n) throw new AppError('rollback_after_credit');
  const moved = await move(tx, provider, call, round, 'refund', true, debited.amount);
  const refunded = round.refunded + debited.amount;
  const result = answer(moved.balance, moved.transferId, false);
  await q.recordCall(
    tx,
    {
      provider,
      transactionId: call.transactionId,
      kind: 'rollback',
      roundId: round.id,
      rollsBack: call.rollsBack,
      amount: debited.amount,
      requestHash: hash,
      answer: result,
    },
    {
      refunded: debited.amount,
      status: refunded >= round.stake ? 'cancelled' : undefined,
      balanceAfter: moved.balance,
    },
  );
  return result;
}

/**
 * Runs one wallet call in its own transaction. Two calls with one transaction id sent together: the loser's
 * insert of the call row fails on its key after the winner commits, and the retry answers the winner's answer.
 */
export function walletCall<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return inTransaction(db, work, TRANSIENT_OR_RACED);
}

/**
 * Runs a wallet call that is one statement (`debit`, `credit`) as a transaction of its own, without BEGIN and
 * COMMIT round trips; retried like `walletCall` (a racing call with the same id, then answered as a replay) and
 * on a deadlock or serialization failure.
 */
export function walletStatement<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  return retrying(() => work(db), TRANSIENT_OR_RACED);
}
