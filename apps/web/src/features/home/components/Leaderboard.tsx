import { Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '../../../api/permission';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { formatMoney } from '../../../lib/format-money';
import { useLeaderboard } from '../api/get-leaderboard';
import { BoardSkeleton } from './BoardSkeleton';

/** The leaderboard: rank, player and amount; often empty early on, which it says plainly. */
export function Leaderboard() {
  const { t } = useTranslation('home');
  const currency = usePlatform().info.merchant.currency;
  const query = useLeaderboard();
  return (
    <section className="home-board panel" aria-labelledby="home-leaderboard-title" data-testid="leaderboard">
      <h2 id="home-leaderboard-title" className="section-title">
        {t('leaderboard.title')}
      </h2>
      {query.isPending ? (
        <BoardSkeleton />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={<Medal size={28} />}
          title={t('leaderboard.empty')}
          description={t('leaderboard.emptyText')}
          testId="leaderboard-empty"
        />
      ) : (
        <ol className="board-list">
          {query.data.map((entry) => (
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
          ))}
        </ol>
      )}
    </section>
  );
}
