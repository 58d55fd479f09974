import { Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '../../../api/permission';
import { formatMoney } from '../../../lib/format-money';
import { useLeaderboard } from '../api/get-leaderboard';
import { Board } from './Board';

/** The leaderboard: rank, player and amount; often empty early on, which it says plainly. */
export function Leaderboard() {
  const { t } = useTranslation('home');
  const currency = usePlatform().info.merchant.currency;
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
              <strong>{formatMoney(entry.amount)}</strong>
              <span className="board-sub">{currency}</span>
            </span>
          </li>
        ))
      }
    </Board>
  );
}
