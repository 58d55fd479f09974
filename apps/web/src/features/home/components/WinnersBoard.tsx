import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '../../../api/permission';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useWinners } from '../api/get-winners';
import { BoardSkeleton } from './BoardSkeleton';

/** The latest big wins: player (masked by the server), game, prize and time. */
export function WinnersBoard() {
  const { t } = useTranslation('home');
  const currency = usePlatform().info.merchant.currency;
  const query = useWinners();
  return (
    <section className="home-board panel" aria-labelledby="home-winners-title" data-testid="winners-board">
      <h2 id="home-winners-title" className="section-title">
        {t('winners.title')}
      </h2>
      {query.isPending ? (
        <BoardSkeleton />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={<Trophy size={28} />}
          title={t('winners.empty')}
          description={t('winners.emptyText')}
        />
      ) : (
        <ol className="board-list">
          {query.data.map((winner) => (
            <li key={`${winner.player}-${winner.wonAt}`} className="board-row" data-testid="winner-row">
              <span className="board-player">
                <strong>{winner.player}</strong>
                <span className="board-sub">{winner.gameName}</span>
              </span>
              <span className="board-amount">
                <strong>{formatMoney(winner.prize)}</strong>
                <span className="board-sub">
                  {currency} · <time dateTime={winner.wonAt}>{formatDateTime(winner.wonAt)}</time>
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
