import { PAGE_SIZES } from '@app/contracts';
import { GameGridSkeleton } from '../../../components/game/GameGrid';

/** A page of games loading: the count line and the cards to come, each as tall as what replaces it. */
export function GamesLoading() {
  return (
    <>
      <p className="games-count" aria-hidden>
        <span className="skeleton skeleton-text games-count-skeleton" />
      </p>
      <GameGridSkeleton count={PAGE_SIZES.gameList} />
    </>
  );
}
