import { type BetRtp, betRtp } from '../../instant/shared/rtp.ts';
import { FAN_TAN_BET_TYPES, type FanTanBetType, type FanTanConfig } from './fan-tan-config.ts';
import { type FanTanBet, fanTanMultiplierX100 } from './fan-tan-round.ts';

const SIDES = [1, 2, 3, 4];

/** Every legal bet of a type (stake 1n): 4 fan, 12 nim, 4 kwok, 1 odd, 1 even, 12 nga_tan, 4 sheh_sam_hong. */
export function fanTanBetsOfType(type: FanTanBetType): FanTanBet[] {
  const stake = 1n;
  switch (type) {
    case 'fan':
      return SIDES.map((selection) => ({ type, selection, stake }));
    case 'nim':
      return SIDES.flatMap((win) =>
        SIDES.filter((push) => push !== win).map((push) => ({ type, selection: { win, push }, stake })),
      );
    case 'kwok':
      return [
        [1, 2],
        [2, 3],
        [3, 4],
        [1, 4],
      ].map((selection) => ({ type, selection, stake }));
    case 'odd':
    case 'even':
      return [{ type, stake }];
    case 'nga_tan':
      return SIDES.flatMap((a) =>
        SIDES.filter((b) => b > a).flatMap((b) =>
          SIDES.filter((push) => push !== a && push !== b).map((push) => ({
            type,
            selection: { win: [a, b], push },
            stake,
          })),
        ),
      );
    case 'sheh_sam_hong':
      return SIDES.map((left) => ({ type, selection: SIDES.filter((n) => n !== left), stake }));
  }
}

/** Exact RTP of one bet: Σ over the 4 equally likely remainders of its multiplier, ÷ (4 × 100). */
export function fanTanBetExactRtp(config: FanTanConfig, bet: FanTanBet): number {
  let returned = 0;
  for (const remainder of SIDES) returned += fanTanMultiplierX100(config, bet, remainder);
  return returned / (SIDES.length * 100);
}

/** Exact RTP of a bet type: the mean over its legal selections (all equal by symmetry; the tests check each). */
export function fanTanExactRtp(config: FanTanConfig, type: FanTanBetType): number {
  const bets = fanTanBetsOfType(type);
  let returned = 0;
  for (const bet of bets)
    for (const remainder of SIDES) returned += fanTanMultiplierX100(config, bet, remainder);
  return returned / (bets.length * SIDES.length * 100);
}

export function fanTanRtpTable(config: FanTanConfig): BetRtp[] {
  return FAN_TAN_BET_TYPES.map((type) => betRtp(type, fanTanExactRtp(config, type)));
}
