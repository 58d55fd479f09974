import { type GameCategory, MEDIA, PAGE_SIZES } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameListQuery } from '../../../api/game-list';
import { useLanguage } from '../../../lib/language';
import { gameIcon } from '../../game/GameCard';
import { useOpenGame } from '../../game/use-open-game';
import { LazyImage } from '../../ui/LazyImage';
import { useErrorMessage } from '../../ui/StateMessage';

type DropdownGamesProps = { category: GameCategory; vendor: string; onDone: () => void };

/** Spec §9: the drop-down's first page holds 21 games, later pages 18. */
const pageSize = (page: number) => (page === 1 ? PAGE_SIZES.gameDropdownFirst : PAGE_SIZES.gameDropdownNext);

export function DropdownGames({ category, vendor, onDone }: DropdownGamesProps) {
  const { t } = useTranslation('layout');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const openGame = useOpenGame();
  const query = useQuery({
    ...gameListQuery(language, { category, vendor, pageNo: page, pageSize: pageSize(page) }),
    placeholderData: keepPreviousData,
  });
  const errorMessage = useErrorMessage(query.error);

  if (query.isPending) {
    return (
      <div className="dropdown-games" aria-busy="true">
        {Array.from({ length: 12 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <span key={index} className="dropdown-game skeleton dropdown-game-skeleton" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="dropdown-games-message" role="alert">
        <p>{errorMessage}</p>
        <button type="button" className="btn btn-ghost" onClick={() => void query.refetch()}>
          {t('nav.retry')}
        </button>
      </div>
    );
  }
  const { games, totalPages } = query.data;
  if (games.length === 0) return <p className="dropdown-games-message">{t('nav.noGames')}</p>;

  return (
    <div className="dropdown-games-panel">
      <ul className="dropdown-games" data-dimmed={query.isPlaceholderData}>
        {games.map((game) => (
          <li key={game.gameId}>
            <button
              type="button"
              className="dropdown-game"
              onClick={() => {
                onDone();
                openGame(game);
              }}
              data-testid="dropdown-game"
            >
              <LazyImage
                src={gameIcon(game)}
                fallback={MEDIA.defaultGameIcon}
                alt=""
                width={56}
                height={56}
              />
              <span className="dropdown-game-name">{game.displayName || game.gameName}</span>
            </button>
          </li>
        ))}
      </ul>
      {totalPages > 1 ? (
        <div className="dropdown-pager">
          <button
            type="button"
            className="btn-icon"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            aria-label={t('nav.previousPage')}
            data-testid="dropdown-prev"
          >
            <ChevronLeft size={18} aria-hidden />
          </button>
          <span data-testid="dropdown-page">{t('nav.pageOf', { page, total: totalPages })}</span>
          <button
            type="button"
            className="btn-icon"
            disabled={page >= totalPages}
            onClick={() => setPage(page + 1)}
            aria-label={t('nav.nextPage')}
            data-testid="dropdown-next"
          >
            <ChevronRight size={18} aria-hidden />
          </button>
        </div>
      ) : null}
    </div>
  );
}
