import { isDecisionFamily, type TableFamily, type TableState } from '@app/contracts';
import type { Translate } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import { percent } from '../money/money';
import { spotRtp } from './bet-rtp';
import type { Section } from './boards/board-types';
import { NIU_NIU_HOLD } from './boards/card-boards';
import { DecisionRules } from './DecisionRules';
import type { TableKey } from './table-texts';

const RULES: Record<TableFamily, TableKey> = {
  baccarat: 'rulesBaccarat',
  'dragon-tiger': 'rulesDragonTiger',
  'niu-niu': 'rulesNiuNiu',
  roulette: 'rulesRoulette',
  'fan-tan': 'rulesFanTan',
  'sic-bo': 'rulesSicBo',
  'bau-cua': 'rulesBauCua',
  'xoc-dia': 'rulesXocDia',
  'mahjong-28': 'rulesMahjong28',
  blackjack: 'rulesBlackjack',
  'three-card-poker': 'rulesThreeCardPoker',
  'casino-holdem': 'rulesCasinoHoldem',
};

/**
 * The family's rules, how a live table runs, and the paytable read off the board: each bet, what it pays and its
 * return to player as the table states it (niu niu's double per bet placed, its note saying so).
 */
export function TableRules({
  family,
  sections,
  betTypes = [],
  decideMs = 0,
  x,
  lang = 'vi',
}: {
  family: TableFamily;
  sections: Section<never>[];
  /** The bet types' RTP, as the table's state gives them. */
  betTypes?: TableState['betTypes'];
  decideMs?: number;
  x: Translate<TableKey>;
  lang?: PlayLanguage;
}) {
  if (isDecisionFamily(family))
    return (
      <DecisionRules
        family={family}
        rules={RULES[family]}
        sections={sections}
        betTypes={betTypes}
        decideMs={decideMs}
        x={x}
        lang={lang}
      />
    );
  // one row per bet type, price and return: "Number 0 … Number 36  35:1  97.30%"
  const groups = new Map<string, { names: string[]; odds: string; rtp: string }>();
  for (const section of sections)
    for (const spot of section.spots) {
      const stated = spotRtp(betTypes, spot.bet);
      const rtp = stated === undefined ? '–' : percent(stated, lang);
      const key = `${spot.bet.type}|${spot.odds}|${rtp}`;
      const group = groups.get(key) ?? { names: [], odds: spot.odds, rtp };
      group.names.push(spot.name);
      groups.set(key, group);
    }
  const rows = [...groups.values()].map(({ names, odds, rtp }) => [
    names.length <= 3 ? names.join(', ') : `${names[0]} … ${names[names.length - 1]}`,
    odds,
    rtp,
  ]);
  return (
    <>
      <p>{x(RULES[family])}</p>
      <p>{x('rulesCommon')}</p>
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
          {rows.map(([name, pays, rtp]) => (
            <tr key={name}>
              <td>{name}</td>
              <td>{pays}</td>
              <td>{rtp}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {family === 'niu-niu' && (
        <p data-testid="rules-double-rtp">
          {x('rulesNiuNiuRtp', {
            rtp: percent(spotRtp(betTypes, { type: 'double' }) ?? 0, lang),
            hold: NIU_NIU_HOLD,
          })}
        </p>
      )}
    </>
  );
}
