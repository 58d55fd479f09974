import type { BetOutcome } from '@app/contracts';
import { VN_BET_TYPE_INFO, type VnBetType } from '@app/games';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/RecordCells';
import { useLanguage } from '../../../lib/language';
import { dieFace, isRedSuit, rankLabel, suitSymbol } from './outcome-text';

/** What the round drew: a slot's free spins and whole win, the dice, the bầu cua faces, the coins or the cards. */
export function OutcomeView({ outcome }: { outcome: BetOutcome }) {
  const { t } = useTranslation('bets');
  switch (outcome.kind) {
    case 'slots':
      return (
        <dl className="bets-facts" data-testid="bet-outcome" data-kind="slots">
          <dt>{t('outcome.freeSpins')}</dt>
          <dd>{outcome.freeSpins}</dd>
          <dt>{t('outcome.totalWin')}</dt>
          <dd>
            <Money value={outcome.totalWin} symbol />
          </dd>
        </dl>
      );
    case 'dice': {
      const total = outcome.dice.reduce((sum, d) => sum + d, 0);
      return (
        <div className="bets-outcome" data-testid="bet-outcome" data-kind="dice">
          <span
            className="bets-dice"
            role="img"
            aria-label={t('outcome.diceLabel', { dice: outcome.dice.join(', ') })}
          >
            {outcome.dice.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: dice are listed in the order thrown
              <span key={i} className="bets-die" aria-hidden>
                {dieFace(d)}
              </span>
            ))}
          </span>
          <span>{t('outcome.total', { total })}</span>
        </div>
      );
    }
    case 'faces':
      return (
        <div className="bets-outcome" data-testid="bet-outcome" data-kind="faces">
          {outcome.faces.map((face, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: faces are listed in the order thrown
            <span key={i} className="bets-token">
              {t(`outcome.faces.${face}`)}
            </span>
          ))}
        </div>
      );
    case 'coins': {
      const reds = outcome.coins.filter((c) => c === 'red').length;
      return (
        <div className="bets-outcome" data-testid="bet-outcome" data-kind="coins">
          {outcome.coins.map((coin, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: coins are listed in their order under the bowl
            <span key={i} className="bets-coin" data-coin={coin}>
              {t(`outcome.coins.${coin}`)}
            </span>
          ))}
          <span>{t('outcome.reds', { count: reds })}</span>
        </div>
      );
    }
    case 'cards':
      return (
        <div className="bets-outcome" data-testid="bet-outcome" data-kind="cards">
          {outcome.cards.map((card, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: cards are listed in the order dealt
              key={i}
              className="bets-card"
              role="img"
              data-red={isRedSuit(card.suit) || undefined}
              aria-label={t('outcome.card', {
                rank: rankLabel(card.rank),
                suit: t(`outcome.suits.${card.suit}`),
              })}
            >
              {rankLabel(card.rank)}
              {suitSymbol(card.suit)}
            </span>
          ))}
        </div>
      );
    case 'lottery':
      return <LotteryOutcome outcome={outcome} />;
  }
}

/**
 * A lottery round: the draw, its đề number (a Vietnamese sheet) or its result (the other kinds), and each line the
 * member played on it, with what it paid.
 */
function LotteryOutcome({ outcome }: { outcome: Extract<BetOutcome, { kind: 'lottery' }> }) {
  const { t } = useTranslation('bets');
  const language = useLanguage();
  const vn = outcome.lotteryKind === 'vn';
  const typeName = (type: string) =>
    vn
      ? (VN_BET_TYPE_INFO[type as VnBetType]?.[language].name ?? type)
      : t(`outcome.lottery.types.${outcome.lotteryKind === 'four_d' ? `four_d_${type}` : type}` as never, {
          defaultValue: type,
        });
  return (
    <div className="bets-outcome bets-lottery" data-testid="bet-outcome" data-kind="lottery">
      <p>
        {t('outcome.lottery.issue', { issue: outcome.issueNo })}
        {outcome.province ? ` · ${outcome.province}` : ''}
      </p>
      <p>
        {outcome.lotteryKind === 'vn'
          ? t('outcome.lottery.special', { number: outcome.special.slice(-2) })
          : t(`outcome.lottery.results.${outcome.lotteryKind}`, { number: outcome.special })}
      </p>
      <ul>
        {outcome.lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are listed in the slip's order
          <li key={i}>
            <span>
              {line.numbers.every((number) => number === '-')
                ? t('outcome.lottery.lineAlone', { type: typeName(line.type), points: line.points })
                : t('outcome.lottery.line', {
                    type: typeName(line.type),
                    numbers: line.numbers.join(' '),
                    points: line.points,
                  })}
            </span>{' '}
            <span>
              <Money value={line.cost} symbol /> → <Money value={line.payout} symbol />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
