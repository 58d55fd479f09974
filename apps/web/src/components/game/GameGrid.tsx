import type { Game } from '@app/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FavouriteHeart, GameCard, type GameCardLabels } from './GameCard';
import { useFavouriteHearts } from './use-favourite-hearts';
import { useOpenGame } from './use-open-game';
import './game-card.css';

/**
 * A responsive grid of game cards; choosing one goes through the login check. Each card has a heart beside it (a
 * button of its own over the card's corner: a button cannot hold another) that adds the game to the favourites.
 */
export function GameGrid({ games, dimmed = false }: { games: readonly Game[]; dimmed?: boolean }) {
  const openGame = useOpenGame();
  const hearts = useFavouriteHearts();
  const { t } = useTranslation();
  const labels = useMemo<GameCardLabels>(
    () => ({
      hot: t('games.hot'),
      maintenance: t('games.maintenance'),
      play: t('games.play'),
      favourite: t('games.favourite'),
      unfavourite: t('games.unfavourite'),
    }),
    [t],
  );
  return (
    <div className="game-grid" data-dimmed={dimmed} aria-busy={dimmed}>
      {games.map((game) => (
        <div key={`${game.vassalage}-${game.gameId}`} className="game-tile">
          <GameCard game={game} labels={labels} onOpen={openGame} />
          <FavouriteHeart
            game={game}
            label={t('games.favouriteOf', { name: game.displayName || game.gameName })}
            titles={labels}
            pressed={hearts.isFavourite(game.code)}
            onToggle={hearts.toggle}
          />
        </div>
      ))}
    </div>
  );
}

export function GameGridSkeleton({ count }: { count: number }) {
  return (
    <div className="game-grid" aria-hidden data-testid="game-grid-skeleton">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="game-card game-card-skeleton">
          <span className="game-card-media skeleton" />
          {/* the card's own text lines, so a placeholder is exactly as tall as the card it stands for */}
          <span className="game-card-name">
            <span className="skeleton skeleton-text" />
          </span>
          <span className="game-card-vendor">
            <span className="skeleton skeleton-text game-card-skeleton-short" />
          </span>
        </div>
      ))}
    </div>
  );
}
