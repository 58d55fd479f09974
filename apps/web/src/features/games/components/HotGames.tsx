import { Flame } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid } from '../../../components/game/GameGrid';
import { Pagination } from '../../../components/ui/Pagination';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { useHotGames } from '../api/get-hot-games';
import { GamesLoading } from './GamesLoading';

/** /hot: the hot games of every category, 24 a page. */
export function HotGames() {
  const { t } = useTranslation('games');
  const [page, setPage] = useState(1);
  const query = useHotGames(page);
  if (query.isPending) return <GamesLoading />;
  if (query.isError && !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.games.length === 0) {
    return <EmptyState icon={<Flame size={28} />} title={t('empty')} testId="games-empty" />;
  }
  const changePage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };
  return (
    <>
      <p className="games-count" aria-live="polite">
        {t('count', { count: query.data.total })}
      </p>
      <GameGrid games={query.data.games} dimmed={query.isPlaceholderData} />
      <Pagination page={page} totalPages={query.data.totalPages} onChange={changePage} />
    </>
  );
}
