import { type RandomSource, randomInt } from '../../fair/index.ts';
import { betError } from '../shared/errors.ts';
import { assertBetList, settleBets, type TableSettlement } from '../shared/table-round.ts';
import { XOC_DIA_BET_TYPES, type XocDiaBetType, type XocDiaConfig } from './xoc-dia-config.ts';

export type XocDiaCoin = 'red' | 'white';

export interface XocDiaBet {
  type: XocDiaBetType;
  stake: bigint;
}

export interface XocDiaResult extends TableSettlement<XocDiaBet> {
  coins: [XocDiaCoin, XocDiaCoin, XocDiaCoin, XocDiaCoin];
  reds: number;
}

export function validateXocDiaBets(config: XocDiaConfig, bets: readonly XocDiaBet[]): void {
  assertBetList(bets, config.maxBetsPerRound);
  for (const bet of bets) {
    if (!XOC_DIA_BET_TYPES.includes(bet.type))
      betError(`xoc-dia: the bet type is one of ${XOC_DIA_BET_TYPES.join(', ')}`);
  }
}

/** Does this bet win with `reds` red coins of four? */
export function xocDiaBetWins(type: XocDiaBetType, reds: number): boolean {
  switch (type) {
    case 'even':
      return reds % 2 === 0;
    case 'odd':
      return reds % 2 === 1;
    case 'four_red':
      return reds === 4;
    case 'four_white':
      return reds === 0;
    case 'three_red':
      return reds === 3;
    case 'three_white':
      return reds === 1;
  }
}

/** Four coins, each randomInt(source, 2) in order: 1 = red, 0 = white. */
export function shakeXocDiaCoins(source: RandomSource): [XocDiaCoin, XocDiaCoin, XocDiaCoin, XocDiaCoin] {
  return [coin(source), coin(source), coin(source), coin(source)];
}

/** Pays every bet on known coins (the verification page's entry point). */
export function settleXocDia(
  config: XocDiaConfig,
  bets: readonly XocDiaBet[],
  coins: readonly XocDiaCoin[],
): XocDiaResult {
  validateXocDiaBets(config, bets);
  if (coins.length !== 4 || !coins.every((side) => side === 'red' || side === 'white')) {
    betError('xoc-dia: four coins, each red or white');
  }
  return settleValidBets(config, bets, [coins[0], coins[1], coins[2], coins[3]] as XocDiaResult['coins']);
}

export function playXocDia(
  config: XocDiaConfig,
  bets: readonly XocDiaBet[],
  source: RandomSource,
): XocDiaResult {
  validateXocDiaBets(config, bets);
  return settleValidBets(config, bets, shakeXocDiaCoins(source));
}

/** Read once (an imported binding is a getter call under the test transform; this runs per coin). */
const pickBelow = randomInt;

function coin(source: RandomSource): XocDiaCoin {
  return pickBelow(source, 2) === 1 ? 'red' : 'white';
}

function settleValidBets(
  config: XocDiaConfig,
  bets: readonly XocDiaBet[],
  coins: XocDiaResult['coins'],
): XocDiaResult {
  let reds = 0;
  for (const side of coins) if (side === 'red') reds += 1;
  const settlement = settleBets(bets, (bet) =>
    xocDiaBetWins(bet.type, reds) ? config.payouts[bet.type] : 0,
  );
  return { coins, reds, ...settlement };
}
