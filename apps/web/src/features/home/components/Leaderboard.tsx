import { Medal } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '../../../api/permission';
import { currencySymbol } from '../../../lib/format-money';
import { useMoney } from '../../../lib/use-money';
import { useLeaderboard } from '../api/get-leaderboard';
import { Board } from './Board';

/** The leaderboard: rank, player and amount; often empty early on, which it says plainly. */
export const Leaderboard = memo(function Leaderboard() {
  const { t } = useTranslation('home');
  const money = useMoney();
  const symbol = currencySymbol(usePlatform().info.merchant.currency);
  const query = useLeaderboard();
  return (
    <Board
      titleId="home-leaderboard-title"
      title={t('leaderboard.title')}
      testId="leaderboard"
      query={query}
      empty={{
        icon: <Medal size={28} />,
        title: t('leaderboard.empty'),
        description: t('leaderboard.emptyText'),
        testId: 'leaderboard-empty',
      }}
    >
      {(entries) =>
        entries.map((entry) => (
          <li key={entry.rank} className="board-row" data-testid="leaderboard-row">
            <span className="board-rank" data-top={entry.rank <= 3}>
              {entry.rank}
            </span>
            <span className="board-player">
              <strong>{entry.player}</strong>
            </span>
            <span className="board-amount">
              <strong>{money.format(entry.amount, { symbol })}</strong>
            </span>
          </li>
        ))
      }
    </Board>
  );
});
