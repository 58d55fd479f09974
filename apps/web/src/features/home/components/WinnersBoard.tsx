import { siteDateTime } from '@app/contracts';
import { Trophy } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '../../../api/permission';
import { currencySymbol } from '../../../lib/format-money';
import { useMoney } from '../../../lib/use-money';
import { useWinners } from '../api/get-winners';
import { Board } from './Board';

/** The latest big wins: player (masked by the server), game, prize and time. */
export const WinnersBoard = memo(function WinnersBoard() {
  const { t } = useTranslation('home');
  const money = useMoney();
  const symbol = currencySymbol(usePlatform().info.merchant.currency);
  const query = useWinners();
  return (
    <Board
      titleId="home-winners-title"
      title={t('winners.title')}
      testId="winners-board"
      query={query}
      empty={{ icon: <Trophy size={28} />, title: t('winners.empty'), description: t('winners.emptyText') }}
    >
      {(winners) =>
        winners.map((winner) => (
          <li key={`${winner.player}-${winner.wonAt}`} className="board-row" data-testid="winner-row">
            <span className="board-player">
              <strong>{winner.player}</strong>
              <span className="board-sub">{winner.gameName}</span>
            </span>
            <span className="board-amount">
              <strong>{money.format(winner.prize, { symbol })}</strong>
              <span className="board-sub">
                <time dateTime={winner.wonAt}>{siteDateTime(winner.wonAt)}</time>
              </span>
            </span>
          </li>
        ))
      }
    </Board>
  );
});
