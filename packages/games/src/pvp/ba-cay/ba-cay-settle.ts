import { actionError, configError } from '../../instant/shared/errors.ts';
import { type BaCayHandValue, baCayStrength, baCayValue } from './ba-cay-hand.ts';
import {
  BA_CAY_BA_TAY_MULTIPLE,
  BA_CAY_CARDS_PER_SEAT,
  BA_CAY_MOST_BA_TAY_HANDS,
  type BaCayMode,
  baCayCheckBet,
  baCayCheckMode,
  baCayCheckPlayers,
} from './ba-cay-rules.ts';

/**
 * A settled round. `values[s]` is seat s's hand; `winner` is the seat that takes the pot (pot mode; null in banker
 * mode, where each seat's delta says whether it beat the banker); `deltas[s]` is what seat s wins (> 0) or loses
 * (< 0), before any rake. The deltas sum to exactly 0n.
 */
export interface BaCayResult {
  values: BaCayHandValue[];
  winner: number | null;
  deltas: bigint[];
}

/**
 * Settles the shown hands (seat order; seat 0 is the banker in banker mode). Refuses a bad mode, seat count or bet
 * (`invalid_game_config`) and hands that are not three valid cards each, all different (`invalid_game_action`).
 */
export function settleBaCay(
  mode: BaCayMode,
  hands: readonly (readonly string[])[],
  bet: bigint,
): BaCayResult {
  baCayCheckMode(mode);
  baCayCheckBet(bet);
  baCayCheckPlayers(Array.isArray(hands) ? hands.length : Number.NaN);
  const values = hands.map((hand) => baCayValue(hand));
  if (new Set(hands.flat()).size !== hands.length * BA_CAY_CARDS_PER_SEAT)
    actionError('ba-cay: a card is dealt to two hands');
  const strengths = values.map(baCayStrength);
  return mode === 'pot' ? settlePot(values, strengths, bet) : settleBanker(values, strengths, bet);
}

function settlePot(values: BaCayHandValue[], strengths: number[], bet: bigint): BaCayResult {
  let winner = 0;
  for (let seat = 1; seat < strengths.length; seat++)
    if ((strengths[seat] as number) > (strengths[winner] as number)) winner = seat;
  const deltas = strengths.map((_, seat) => (seat === winner ? bet * BigInt(strengths.length - 1) : -bet));
  return { values, winner, deltas };
}

function settleBanker(values: BaCayHandValue[], strengths: number[], bet: bigint): BaCayResult {
  const deltas = strengths.map(() => 0n);
  const banker = strengths[0] as number;
  for (let seat = 1; seat < strengths.length; seat++) {
    const seatWins = (strengths[seat] as number) > banker;
    const winningHand = values[seatWins ? seat : 0] as BaCayHandValue;
    const amount = bet * BigInt(winningHand.kind === 'baTay' ? BA_CAY_BA_TAY_MULTIPLE : 1);
    const toSeat = seatWins ? amount : -amount;
    deltas[seat] = toSeat;
    deltas[0] = (deltas[0] as bigint) - toSeat;
  }
  return { values, winner: null, deltas };
}

/**
 * The most bets seat `seat` can lose in one round. Pot: 1 (the ante). Banker mode, a player: 2 (the banker's ba
 * tây). The banker: 2 for each opponent that can hold ba tây (at most 4: the deck has 12 face cards) and 1 for
 * each other opponent, e.g. 7 opponents: 4 × 2 + 3 × 1 = 11 (not 14: seven ba tây hands cannot be dealt).
 */
export function baCaySeatMaxLossUnits(mode: BaCayMode, players: number, seat: number): number {
  baCayCheckMode(mode);
  baCayCheckPlayers(players);
  if (!Number.isInteger(seat) || seat < 0 || seat >= players) configError(`ba-cay: no seat ${seat}`);
  if (mode === 'pot') return 1;
  if (seat > 0) return BA_CAY_BA_TAY_MULTIPLE;
  const opponents = players - 1;
  const baTayOpponents = Math.min(opponents, BA_CAY_MOST_BA_TAY_HANDS);
  return baTayOpponents * BA_CAY_BA_TAY_MULTIPLE + (opponents - baTayOpponents);
}

/** The most bets any one seat can lose in one round: the hold the server takes from every seat before dealing. */
export function baCayMaxLossUnits(mode: BaCayMode, players: number): number {
  return baCaySeatMaxLossUnits(mode, players, 0);
}
