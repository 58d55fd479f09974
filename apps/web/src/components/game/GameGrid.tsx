import type { Game } from '@app/contracts';
import { GameCard } from './GameCard';
import { useOpenGame } from './use-open-game';
import './game-card.css';

/** A responsive grid of game cards; choosing one goes through the login check. */
export function GameGrid({ games, dimmed = false }: { games: readonly Game[]; dimmed?: boolean }) {
  const openGame = useOpenGame();
  return (
    <div className="game-grid" data-dimmed={dimmed} aria-busy={dimmed}>
      {games.map((game) => (
        <GameCard key={`${game.vassalage}-${game.gameId}`} game={game} onOpen={openGame} />
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
