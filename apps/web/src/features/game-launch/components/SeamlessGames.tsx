import { PAGE_SIZES } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Gamepad2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameListQuery } from '../../../api/game-list';
import { GameGrid, GameGridSkeleton } from '../../../components/game/GameGrid';
import { Pagination } from '../../../components/ui/Pagination';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { useLanguage } from '../../../lib/language';
import { type SeamlessVendor, seamlessGamesParams } from '../api/seamless-vendors';
import { SEAMLESS_PANEL_ID, seamlessTabId } from './SeamlessVendorTabs';

/**
 * One seamless vendor's games, a page at a time (the game list's query, so its cache is shared): a card opens the
 * game through the site's launch flow (login first, maintenance notice, then /game).
 */
export function SeamlessGames({ vendor }: { vendor: SeamlessVendor }) {
  const { t } = useTranslation('gameLaunch');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...gameListQuery(language, seamlessGamesParams(vendor, page)),
    placeholderData: keepPreviousData,
  });

  const changePage = (next: number) => {
    setPage(next);
    document.getElementById(SEAMLESS_PANEL_ID)?.scrollIntoView({ block: 'start' });
  };

  return (
    <div
      id={SEAMLESS_PANEL_ID}
      role="tabpanel"
      className="seamless-games"
      aria-labelledby={seamlessTabId(vendor.card.vassalage)}
      data-testid="seamless-games"
      data-vendor={vendor.card.vassalage}
    >
      {query.isPending ? (
        <GameGridSkeleton
          count={Math.min(vendor.card.gameCount || PAGE_SIZES.gameList, PAGE_SIZES.gameList)}
        />
      ) : query.isError && !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.games.length === 0 ? (
        <EmptyState
          icon={<Gamepad2 size={28} />}
          title={t('seamless.noGames', { vendor: vendor.card.name })}
          testId="seamless-games-empty"
        />
      ) : (
        <>
          <GameGrid games={query.data.games} dimmed={query.isPlaceholderData} />
          <Pagination page={page} totalPages={query.data.totalPages} onChange={changePage} />
        </>
      )}
    </div>
  );
}
