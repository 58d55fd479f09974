import { sportsError } from '../errors.ts';
import { type BetOutcome, settleHandicap, settleTotal, type TeamSide, type TotalSide } from '../lines.ts';
import { CORRECT_SCORE_MAX_GOALS, type FootballMarket, marketSelections } from './market-spec.ts';
import type { MatchScore } from './results.ts';

const winIf = (won: boolean): BetOutcome => (won ? 'win' : 'lose');

/**
 * One football selection on the score of the market's period (full time or first half): the one rule the
 * settlement and the Poisson pricing both use, so a price is always the expectation of what is paid.
 */
export function settleFootballOnScore(
  spec: FootballMarket,
  selection: string,
  score: MatchScore,
): BetOutcome {
  const { home, away } = score;
  switch (spec.kind) {
    case '1x2':
      if (selection === '1') return winIf(home > away);
      if (selection === 'X') return winIf(home === away);
      if (selection === '2') return winIf(home < away);
      break;
    case 'dc':
      if (selection === '1X') return winIf(home >= away);
      if (selection === '12') return winIf(home !== away);
      if (selection === 'X2') return winIf(home <= away);
      break;
    case 'oe':
      if (selection === 'odd') return winIf((home + away) % 2 === 1);
      if (selection === 'even') return winIf((home + away) % 2 === 0);
      break;
    case 'cs':
      if (selection === 'other') {
        return winIf(home > CORRECT_SCORE_MAX_GOALS || away > CORRECT_SCORE_MAX_GOALS);
      }
      if (marketSelections(spec).includes(selection)) return winIf(selection === `${home}-${away}`);
      break;
    case 'ah':
      if (selection === 'home' || selection === 'away') {
        return settleHandicap(spec.line, home, away, selection satisfies TeamSide);
      }
      break;
    case 'ou':
      if (selection === 'over' || selection === 'under') {
        return settleTotal(spec.line, home + away, selection satisfies TotalSide);
      }
      break;
  }
  return sportsError('invalid_market', `no selection ${selection} in football ${spec.kind}`);
}
