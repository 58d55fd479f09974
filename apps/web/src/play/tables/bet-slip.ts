import type { TableBet, TablePlacement } from '@app/contracts';
import { keyOf, type SpotBet } from './boards/board-types';

/**
 * Chips on the board per spot key, in minor units, as the player sees them: a niu-niu double shows its bet, and
 * the stake sent is that × the spot's hold.
 */
export type Slip = Readonly<Record<string, bigint>>;

export const EMPTY_SLIP: Slip = {};

/** How many bets a spot's stake holds (1 but for niu-niu's double). */
export type HoldOf = (key: string) => number;

export function addChip(slip: Slip, key: string, amount: bigint): Slip {
  return { ...slip, [key]: (slip[key] ?? 0n) + amount };
}

export function doubled(slip: Slip): Slip {
  return Object.fromEntries(Object.entries(slip).map(([key, amount]) => [key, amount * 2n]));
}

export function spotsIn(slip: Slip): number {
  return Object.keys(slip).length;
}

/** What the slip debits: each spot's amount × its hold. */
export function slipStake(slip: Slip, holdOf: HoldOf): bigint {
  let total = 0n;
  for (const [key, amount] of Object.entries(slip)) total += amount * BigInt(holdOf(key));
  return total;
}

/** The bets one confirmation sends, in the order the chips went down. */
export function slipBets(
  slip: Slip,
  betOf: (key: string) => SpotBet | undefined,
  holdOf: HoldOf,
): TableBet[] {
  return Object.entries(slip).flatMap(([key, amount]) => {
    const bet = betOf(key);
    return bet && amount > 0n ? [{ ...bet, stake: String(amount * BigInt(holdOf(key))) }] : [];
  });
}

/** A slip the table would refuse: a spot's stake above the maximum, or more spots than one placement holds. */
export function slipProblem(
  slip: Slip,
  limits: { maxStake: bigint; maxSpots: number; holdOf: HoldOf },
): 'overMax' | 'tooManySpots' | null {
  if (spotsIn(slip) > limits.maxSpots) return 'tooManySpots';
  for (const [key, amount] of Object.entries(slip))
    if (amount * BigInt(limits.holdOf(key)) > limits.maxStake) return 'overMax';
  return null;
}

const live = (placement: TablePlacement) => placement.status !== 'undone';

/** The player's confirmed bets in a round as a slip (taken-back placements left out, holds divided back). */
export function placedSlip(
  placements: readonly TablePlacement[],
  tableRoundId: string,
  holdOf: HoldOf,
): Slip {
  let slip: Slip = EMPTY_SLIP;
  for (const placement of placements) {
    if (placement.tableRoundId !== tableRoundId || !live(placement)) continue;
    for (const bet of placement.bets) {
      const key = keyOf(bet);
      slip = addChip(slip, key, BigInt(bet.stake) / BigInt(holdOf(key)));
    }
  }
  return slip;
}

/** What the player has staked in a round (minor units, holds included). */
export function placedStake(placements: readonly TablePlacement[], tableRoundId: string): bigint {
  return placements
    .filter((placement) => placement.tableRoundId === tableRoundId && live(placement))
    .reduce((sum, placement) => sum + BigInt(placement.stake), 0n);
}

/** The player's bets in the last round before `tableRoundId` they bet in: what Rebet puts down again. */
export function previousSlip(
  placements: readonly TablePlacement[],
  tableRoundId: string,
  holdOf: HoldOf,
): Slip {
  const current = BigInt(tableRoundId || '0');
  let last: bigint | null = null;
  for (const placement of placements) {
    const id = BigInt(placement.tableRoundId);
    if (live(placement) && id < current && (last === null || id > last)) last = id;
  }
  return last === null ? EMPTY_SLIP : placedSlip(placements, String(last), holdOf);
}

/** The player's last open placement in the round (what Undo takes back), or null. */
export function lastOpenPlacement(
  placements: readonly TablePlacement[],
  tableRoundId: string,
): TablePlacement | null {
  let last: TablePlacement | null = null;
  for (const placement of placements) {
    if (placement.tableRoundId !== tableRoundId || placement.status !== 'open') continue;
    if (last === null || BigInt(placement.placementId) > BigInt(last.placementId)) last = placement;
  }
  return last;
}

/** Puts a placement the server answered into the list (replacing the one of the same id). */
export function upsertPlacement(
  placements: readonly TablePlacement[],
  next: TablePlacement,
): TablePlacement[] {
  const others = placements.filter((placement) => placement.placementId !== next.placementId);
  return [...others, next];
}

const MULTIPLES = [1n, 5n, 10n, 50n, 100n];

/** The chips: 1, 5, 10, 50 and 100 × the minimum bet, those within the maximum (at least the minimum). */
export function chipValues(minBet: bigint, maxBet: bigint): bigint[] {
  const chips = MULTIPLES.map((m) => m * minBet).filter((value) => value <= maxBet);
  return chips.length > 0 ? chips : [minBet];
}
