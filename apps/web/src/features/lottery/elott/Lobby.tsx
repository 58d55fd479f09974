import type { LotteryGame } from '@app/contracts';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/StateMessage';
import { useCadence } from '../components/DrawHeader';
import { type ElottKind, isElottKind, KIND_GROUPS } from './groups';

const KINDS = Object.keys(KIND_GROUPS) as ElottKind[];

/**
 * Lobby / Game_List (spec §7): every lottery game of the kinds other than vn, by kind, each a card that opens its
 * game view (its name and how often it draws).
 */
export function Lobby({ games }: { games: readonly LotteryGame[] | null }) {
  const { t } = useTranslation('lottery');
  const cadence = useCadence();
  const list = games?.filter((game) => isElottKind(game.kind)) ?? null;
  if (list && list.length === 0)
    return <EmptyState title={t('elott.lobby.empty')} testId="elt-lobby-empty" />;
  return (
    <div className="elt-lobby" data-testid="elt-lobby">
      {list
        ? KINDS.map((kind) => {
            const ofKind = list.filter((game) => game.kind === kind);
            if (ofKind.length === 0) return null;
            return (
              <section key={kind} className="elt-lobby-kind" aria-labelledby={`elt-kind-${kind}`}>
                <h2 id={`elt-kind-${kind}`} className="vnl-subtitle">
                  {t(`elott.lobby.kind.${kind}`)}
                </h2>
                <ul className="elt-cards">
                  {ofKind.map((game) => (
                    <li key={game.code}>
                      <Link
                        to={`/lottery?gameCode=${encodeURIComponent(game.code)}`}
                        className="elt-card"
                        data-kind={kind}
                        data-testid="elt-lobby-game"
                      >
                        <span className="elt-card-name">{game.name}</span>
                        <span className="elt-card-meta">{cadence(game)}</span>
                        <span className="elt-card-play">
                          {t('elott.lobby.play')} <ChevronRight size={14} aria-hidden />
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        : Array.from({ length: 2 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have only their place
            <section key={index} className="elt-lobby-kind" aria-busy>
              <span className="skeleton skeleton-text elt-w-10" />
              <ul className="elt-cards">
                {Array.from({ length: 3 }, (_, card) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have only their place
                  <li key={card} className="elt-card skeleton" />
                ))}
              </ul>
            </section>
          ))}
    </div>
  );
}
