import type { Game } from '@app/contracts';
import { ChevronDown, ChevronUp, Sparkles } from 'lucide-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid, GameGridSkeleton } from '../../../components/game/GameGrid';
import { LateAnswer } from '../../../components/ui/LateAnswer';
import { EmptyState } from '../../../components/ui/StateMessage';
import { useNewGames } from '../api/get-new-games';

/** As many as the popular games above (four rows of three on a phone); the rest on demand. */
const SHOWN_FIRST = 12;

/** The newest games (spec §2.7 "new games"), under the popular games: the first twelve, then all on demand. */
export const NewGames = memo(function NewGames() {
  const { t } = useTranslation('home');
  const query = useNewGames();
  return (
    <section className="section" aria-labelledby="home-new-title" data-testid="new-games">
      <h2 id="home-new-title" className="section-title">
        {t('newGames.title')}
      </h2>
      <LateAnswer
        query={query}
        placeholders={
          <>
            <GameGridSkeleton count={SHOWN_FIRST} />
            <div className="home-show-more-slot" aria-hidden>
              <span className="home-show-more skeleton" />
            </div>
          </>
        }
        empty={
          <EmptyState
            icon={<Sparkles size={28} />}
            title={t('newGames.empty')}
            description={t('newGames.emptyText')}
            testId="new-games-empty"
          />
        }
      >
        {(games) => <NewGamesList games={games} />}
      </LateAnswer>
    </section>
  );
});

/** The first twelve, and a button for the rest. */
function NewGamesList({ games }: { games: Game[] }) {
  const { t } = useTranslation('home');
  const [all, setAll] = useState(false);
  const hidden = games.length - SHOWN_FIRST;
  return (
    <>
      <GameGrid games={all ? games : games.slice(0, SHOWN_FIRST)} />
      {hidden > 0 ? (
        <div className="home-show-more-slot">
          <button
            type="button"
            className="btn btn-ghost home-show-more"
            aria-expanded={all}
            onClick={() => setAll((shown) => !shown)}
            data-testid="new-games-more"
          >
            {all ? t('newGames.less') : t('newGames.more', { count: hidden })}
            {all ? <ChevronUp size={16} aria-hidden /> : <ChevronDown size={16} aria-hidden />}
          </button>
        </div>
      ) : null}
    </>
  );
}
