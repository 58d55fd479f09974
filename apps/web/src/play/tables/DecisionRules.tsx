import type { TableDecisionFamily, TableState } from '@app/contracts';
import {
  DEFAULT_BLACKJACK_CONFIG,
  DEFAULT_CASINO_HOLDEM_CONFIG,
  DEFAULT_THREE_CARD_POKER_CONFIG,
} from '@app/games';
import type { Translate } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import { percent } from '../money/money';
import { spotRtp } from './bet-rtp';
import { odds, type Section } from './boards/board-types';
import { ratio } from './boards/decision-boards';
import { handClassKey } from './decision-view';
import type { TableKey } from './table-texts';

type Props = {
  family: TableDecisionFamily;
  rules: TableKey;
  sections: Section<never>[];
  betTypes: TableState['betTypes'];
  /** How long players decide, ms. */
  decideMs: number;
  x: Translate<TableKey>;
  lang: PlayLanguage;
};

/** A pay table per hand: its returns in hundredths (stake included), the paying ones highest first. */
type HandTable = { title: TableKey; returns: Readonly<Record<string, number>>; bonus?: boolean };

const HAND_TABLES: Record<TableDecisionFamily, HandTable[]> = {
  blackjack: [],
  'three-card-poker': [
    { title: 'pairPlusTable', returns: DEFAULT_THREE_CARD_POKER_CONFIG.pairPlus },
    // the ante bonus is written "to one" already (4 to 1 is 400)
    { title: 'anteBonusTable', returns: DEFAULT_THREE_CARD_POKER_CONFIG.anteBonus, bonus: true },
  ],
  'casino-holdem': [
    { title: 'antePaysTable', returns: DEFAULT_CASINO_HOLDEM_CONFIG.antePays },
    { title: 'aaBonusTable', returns: DEFAULT_CASINO_HOLDEM_CONFIG.aaBonusPays },
  ],
};

/**
 * A decision table's rules: the game, how a live table runs, how the decision works (and what happens when the
 * time runs out), each bet with what it pays and its return to player, and the pay tables by hand.
 */
export function DecisionRules({ family, rules, sections, betTypes, decideMs, x, lang }: Props) {
  const spots = sections.flatMap((section) => section.spots);
  return (
    <>
      <p>{x(rules, { bj: ratio(DEFAULT_BLACKJACK_CONFIG.blackjackPayoutX100) })}</p>
      <p>{x('rulesCommon')}</p>
      <p>{x('rulesDecide', { s: Math.round(decideMs / 1000) })}</p>
      <p>{x(family === 'blackjack' ? 'rulesAutoStand' : 'rulesAutoFold')}</p>
      <h3>{x('payTable')}</h3>
      <table className="tb-pay-table" data-testid="rules-bets">
        <thead>
          <tr>
            <th scope="col">{x('bet')}</th>
            <th scope="col">{x('pays')}</th>
            <th scope="col">{x('rtp')}</th>
          </tr>
        </thead>
        <tbody>
          {spots.map((spot) => {
            const rtp = spotRtp(betTypes, spot.bet);
            return (
              <tr key={spot.key}>
                <td>{spot.name}</td>
                <td>{spot.odds}</td>
                <td data-type={spot.bet.type}>{rtp === undefined ? '–' : percent(rtp, lang)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {HAND_TABLES[family].map((table) => (
        <section key={table.title}>
          <h3>{x(table.title)}</h3>
          <table className="tb-pay-table">
            <thead>
              <tr>
                <th scope="col">{x('hand')}</th>
                <th scope="col">{x('pays')}</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(table.returns)
                .filter(([, value]) => (table.bonus ? value > 0 : value > 100))
                .reverse()
                .map(([hand, value]) => {
                  const key = handClassKey(hand);
                  return (
                    <tr key={hand}>
                      <td>{key ? x(key) : hand}</td>
                      <td>{odds(table.bonus ? value + 100 : value, lang)}</td>
                    </tr>
                  );
                })}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
