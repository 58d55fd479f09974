import type { TableDecision, TableDecisionFamily } from '@app/contracts';
import type { Translate } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import { money } from '../money/money';
import { Card } from './Card';
import { blackjackView, type DecisionResult, pokerView } from './decision-view';
import { blackjackTotalText } from './outcomes/DecisionOutcomes';
import type { TableKey } from './table-texts';

type Props = {
  family: TableDecisionFamily;
  decision: TableDecision;
  /** The dealer's cards have been shown: each part's result and payout may show. */
  revealed: boolean;
  x: Translate<TableKey>;
  lang: PlayLanguage;
};

const RESULT_KEYS: Record<string, TableKey> = {
  blackjack: 'bj_blackjack',
  win: 'bj_win',
  push: 'bj_push',
  lose: 'bj_lose',
};

const PART_KEYS: Record<string, TableKey> = {
  main: 'part_main',
  ante: 'part_ante',
  play: 'part_play',
  call: 'part_call',
  pair_plus: 'part_pair_plus',
  aa_bonus: 'part_aa_bonus',
};

const tone = (result: DecisionResult) =>
  result.payout > result.stake ? 'good' : result.payout === result.stake ? 'even' : 'bad';

/**
 * The player's own hand: at blackjack each of their hands (cards, total, bet, doubled, the one in play lit) and
 * once revealed its result and payout; at poker their decision and, once revealed, what each bet paid.
 */
export function DecisionHands({ family, decision, revealed, x, lang }: Props) {
  if (family === 'blackjack') {
    const view = blackjackView(decision.view);
    if (!view) return null;
    const results = revealed ? view.results : null;
    return (
      <ol className="tb-my-hands" data-testid="decision-hands">
        {view.hands.map((hand, i) => {
          const result = results?.[i];
          const active = !results && decision.legal.length > 0 && i === view.activeHand;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a hand is its place (the first, the split one)
              key={i}
              className={`tb-my-hand${active ? ' active' : ''}${result ? ` ${tone(result)}` : ''}`}
              aria-current={active ? 'true' : undefined}
              data-testid={`decision-hand-${i}`}
              data-total={hand.total}
              data-stake={String(hand.stake)}
              data-payout={result ? String(result.payout) : undefined}
            >
              <div className="tb-my-hand-head">
                <span>
                  {view.hands.length > 1 ? x('handN', { n: i + 1 }) : x('yourHand')}
                  {active && view.hands.length > 1 && <span className="sr-only">, {x('activeHand')}</span>}
                </span>
                <b className="tb-points">{blackjackTotalText(hand.cards, x, hand.done)}</b>
              </div>
              <div className="tb-hand-cards">
                {hand.cards.map((card, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the cards are positions in the hand
                  <Card key={j} card={card} />
                ))}
              </div>
              <div className="tb-my-hand-foot">
                <span>{x('handStake', { amount: money(hand.stake, lang) })}</span>
                {hand.doubled && <span className="tb-tag">{x('doubledMark')}</span>}
                {result?.outcome && RESULT_KEYS[result.outcome] && (
                  <span className={`tb-tag ${tone(result)}`}>
                    {x(RESULT_KEYS[result.outcome] as TableKey)} ·{' '}
                    {x('paidAmount', { amount: money(result.payout, lang) })}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    );
  }
  const view = pokerView(decision.view);
  const results = revealed ? view.results : null;
  const decided =
    view.decision === 'fold'
      ? x('youFolded')
      : view.decision === 'play'
        ? x(family === 'casino-holdem' ? 'youCalled' : 'youPlayed')
        : null;
  if (!decided && !results) return null;
  return (
    <div className="tb-my-poker" data-testid="decision-hands" data-decision={view.decision ?? ''}>
      {decided && <p className="tb-my-decided">{decided}</p>}
      {results && (
        <ul className="tb-my-results">
          {results.map((result, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts are in the order they were staked
              key={i}
              className={`tb-tag ${tone(result)}`}
              data-type={result.type}
              data-payout={String(result.payout)}
            >
              {PART_KEYS[result.type] ? x(PART_KEYS[result.type] as TableKey) : result.type} ·{' '}
              {x('paidAmount', { amount: money(result.payout, lang) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
