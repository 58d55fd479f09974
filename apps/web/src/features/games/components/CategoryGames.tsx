import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { gameListParams } from '../../../api/addresses';
import { useVendorLanes, vendorsOf } from '../../../api/vendor-lanes';
import { GameGrid } from '../../../components/game/GameGrid';
import { Pagination } from '../../../components/ui/Pagination';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import type { ListCategory } from '../../../lib/categories';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { opensGamePopup, useVendorGamesPopup } from '../../../lib/vendor-games';
import { useGameList } from '../api/use-game-list';
import { GameSearch } from './GameSearch';
import { GamesLoading } from './GamesLoading';
import { VendorTabs } from './VendorTabs';

const SEARCH_DELAY_MS = 350;

/**
 * A category's games: vendor tabs (`?page=<vendor>`), name search, 24 a page. The tab of a vendor whose isGame is
 * VASSALAGE opens the popup list of its games instead (spec §2.1).
 */
export function CategoryGames({ category }: { category: ListCategory }) {
  const { t } = useTranslation('games');
  const [searchParams, setSearchParams] = useSearchParams();
  const lanes = useVendorLanes();
  const vendors = vendorsOf(lanes.data, [category]);
  const wanted = searchParams.get('page') ?? undefined;
  // Until the vendors are known the address is trusted; then an unknown vendor means all.
  const vendor = lanes.data && !vendors.some((item) => item.vassalage === wanted) ? undefined : wanted;

  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const filters = `${vendor ?? ''}|${term}`;
  const [paging, setPaging] = useState({ filters, page: 1 });
  const page = paging.filters === filters ? paging.page : 1;

  const query = useGameList(gameListParams(category, vendor, term, page));

  const showGames = useVendorGamesPopup();
  const showTab = (next: string | undefined) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next) params.set('page', next);
      else params.delete('page');
      return params;
    });
  const chooseVendor = (next: string | undefined) => {
    const card = vendors.find((item) => item.vassalage === next);
    if (card && opensGamePopup(card)) showGames(card);
    else showTab(next);
  };
  const changePage = (next: number) => {
    setPaging({ filters, page: next });
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <div className="games-toolbar">
        <VendorTabs vendors={vendors} current={vendor} onChange={chooseVendor} />
        <GameSearch value={search} onChange={setSearch} />
      </div>
      {query.isPending ? (
        <GamesLoading />
      ) : query.isError && !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.games.length === 0 ? (
        <EmptyState
          icon={<SearchX size={28} />}
          title={term ? t('noMatch', { term }) : t('empty')}
          description={term ? t('noMatchHint') : undefined}
          testId="games-empty"
        />
      ) : (
        <>
          <p className="games-count" aria-live="polite">
            {t('count', { count: query.data.total })}
          </p>
          <GameGrid games={query.data.games} dimmed={query.isPlaceholderData} />
          <Pagination page={page} totalPages={query.data.totalPages} onChange={changePage} />
        </>
      )}
    </>
  );
}
