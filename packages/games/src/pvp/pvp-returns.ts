import { type BetRtp, betRtp } from '../instant/shared/rtp.ts';

/** The rooms' rake: the share of what a player wins in a hand that the house keeps, in basis points (5 %). */
export const PVP_RAKE_BPS = 500;

/** The rake on a seat's result in a hand: 5 % of a win, rounded down to the minor unit; nothing on a loss. */
export function pvpRakeOf(delta: bigint, rakeBps = PVP_RAKE_BPS): bigint {
  return delta > 0n ? (delta * BigInt(rakeBps)) / 10_000n : 0n;
}

/**
 * How a game's money moves. `pot` (ba cây): every seat antes one bet and the best hand takes the others'.
 * `payments` (tiến lên; bài cào, each player against the banker): seats pay each other what the rules say, and
 * each payment is at stake for both players, since either of them could have been the one to pay it.
 */
export type PvpSettlementKind = 'pot' | 'payments';

export const PVP_SETTLEMENT: Readonly<Record<'tien-len' | 'ba-cay' | 'bai-cao', PvpSettlementKind>> = {
  'tien-len': 'payments',
  'ba-cay': 'pot',
  'bai-cao': 'payments',
};

/**
 * What the players of one hand get back, as a group, of what they put at stake in it: the house's rake is the only
 * thing that leaves the table. pot: n antes are at stake and the winner is raked on the n − 1 it wins, so
 * 1 − rake × (n − 1) / n (97.5 % at 2 players, 95.83 % at 6). payments: a payment p is at stake twice (both
 * players') and is raked once, 5 % of p, so 1 − rake / 2 = 97.5 % at any number of players, exactly so when no
 * seat both wins and pays in the hand (a seat that does is raked only on its net win: the table gets back more).
 * The rake's rounding down is in the players' favour.
 */
export function pvpPlayersReturn(kind: PvpSettlementKind, players: number, rakeBps = PVP_RAKE_BPS): number {
  if (!Number.isInteger(players) || players < 2) throw new RangeError('pvp: a hand has two players or more');
  const rake = rakeBps / 10_000;
  return kind === 'pot' ? 1 - (rake * (players - 1)) / players : 1 - rake / 2;
}

/** The players' return of a hand by number of players, 2 … maxPlayers: what a room states. */
export function pvpReturnTable(
  kind: PvpSettlementKind,
  maxPlayers: number,
  rakeBps = PVP_RAKE_BPS,
): BetRtp[] {
  const table: BetRtp[] = [];
  for (let players = 2; players <= maxPlayers; players++)
    table.push(betRtp(`${players} players`, pvpPlayersReturn(kind, players, rakeBps)));
  return table;
}
