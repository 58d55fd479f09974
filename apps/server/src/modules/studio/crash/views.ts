import type { CrashMyBet, CrashPublicBet, CrashRound } from '@app/contracts';
import type { CrashBetRow, CrashRoundRow } from './queries.ts';

/** A round as players see it: the bust point and the seed only once it has busted. */
export function roundView(row: CrashRoundRow): CrashRound {
  const busted = row.phase === 'busted';
  return {
    crashRoundId: String(row.id),
    roundNo: Number(row.round_no),
    phase: row.phase,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    bettingEndsAt: row.betting_ends_at.toISOString(),
    bustX100: busted ? Number(row.bust_x100) : null,
    serverSeed: busted ? row.server_seed : null,
  };
}

export function publicBet(row: CrashBetRow): CrashPublicBet {
  return {
    betId: String(row.id),
    player: row.player,
    stake: String(row.stake),
    cashoutX100: row.cashout_x100 === null ? null : Number(row.cashout_x100),
    payout: row.payout === null ? null : String(row.payout),
  };
}

export function myBet(row: CrashBetRow): CrashMyBet {
  const status = row.payout === null ? 'open' : row.payout > 0n ? 'won' : 'lost';
  return {
    betId: String(row.id),
    crashRoundId: String(row.crash_round_id),
    roundId: String(row.round_id),
    stake: String(row.stake),
    autoCashoutX100: row.auto_cashout_x100 === null ? null : Number(row.auto_cashout_x100),
    cashoutX100: row.cashout_x100 === null ? null : Number(row.cashout_x100),
    payout: row.payout === null ? null : String(row.payout),
    status,
  };
}
