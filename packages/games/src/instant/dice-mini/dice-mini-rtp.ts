import { allThreeDiceRolls } from '../shared/dice.ts';
import { type BetRtp, betRtp } from '../shared/rtp.ts';
import { type DiceMiniBet, diceMiniMultiplierX100 } from './dice-mini-bets.ts';
import type { DiceMiniConfig } from './dice-mini-config.ts';

/** Exact RTP of one bet: its mean multiplier over the 216 equally likely rolls. */
export function diceMiniExactRtp(config: DiceMiniConfig, bet: Omit<DiceMiniBet, 'stake'>): number {
  let returned = 0;
  const withStake = { ...bet, stake: 1n } as DiceMiniBet;
  for (const dice of allThreeDiceRolls()) returned += diceMiniMultiplierX100(config, withStake, dice);
  return returned / (216 * 100);
}

/** Every bet the game offers, one line per selection. */
export function diceMiniRtpTable(config: DiceMiniConfig): BetRtp[] {
  const bets: Omit<DiceMiniBet, 'stake'>[] = [
    { type: 'big' },
    { type: 'small' },
    { type: 'odd' },
    { type: 'even' },
  ];
  for (let total = 4; total <= 17; total++) bets.push({ type: 'total', selection: total });
  for (let number = 1; number <= 6; number++) bets.push({ type: 'triple', selection: number });
  bets.push({ type: 'any_triple' });
  for (let number = 1; number <= 6; number++) bets.push({ type: 'single', selection: number });
  return bets.map((bet) =>
    betRtp(
      bet.selection === undefined ? bet.type : `${bet.type} ${bet.selection}`,
      diceMiniExactRtp(config, bet),
    ),
  );
}
