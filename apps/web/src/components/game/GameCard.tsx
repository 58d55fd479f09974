import { type Game, MEDIA } from '@app/contracts';
import { Flame, Heart, Wrench } from 'lucide-react';
import { memo } from 'react';
import { LazyImage } from '../ui/LazyImage';
import './game-card.css';

/**
 * The words every card of a grid shows, translated once by the grid (GameGrid): a home page holds dozens of cards,
 * and a translation hook and its look-ups per card cost a phone more main-thread time than the cards themselves.
 */
export type GameCardLabels = {
  hot: string;
  maintenance: string;
  play: string;
  favourite: string;
  unfavourite: string;
};

type GameCardProps = { game: Game; labels: GameCardLabels; onOpen: (game: Game) => void };

export function gameIcon(game: Game): string {
  return game.showIcon || game.smallIcon || MEDIA.gameIcon(game.code);
}

export const GameCard = memo(function GameCard({ game, labels, onOpen }: GameCardProps) {
  const name = game.displayName || game.gameName;
  return (
    <button type="button" className="game-card" onClick={() => onOpen(game)} data-testid="game-card">
      <span className="game-card-media">
        <LazyImage
          src={gameIcon(game)}
          fallback={MEDIA.defaultGameIcon}
          alt=""
          className="game-card-icon"
          width={200}
          height={200}
        />
        {/* the top right corner is the heart's (GameGrid) */}
        <span className="game-card-badges">
          {game.isHot === 1 ? (
            <span className="game-card-badge game-card-badge-hot">
              <Flame size={12} aria-hidden />
              {labels.hot}
            </span>
          ) : null}
          {game.maintenanceUntil ? (
            <span className="game-card-badge game-card-badge-maintenance">
              <Wrench size={12} aria-hidden />
              {labels.maintenance}
            </span>
          ) : null}
        </span>
        <span className="game-card-play" aria-hidden>
          {labels.play}
        </span>
      </span>
      <span className="game-card-name">{name}</span>
      <span className="game-card-vendor">{game.nodeName || game.vassalage}</span>
    </button>
  );
});

type FavouriteHeartProps = {
  game: Game;
  /** "Favourite: <name>", the heart's accessible name. */
  label: string;
  titles: Pick<GameCardLabels, 'favourite' | 'unfavourite'>;
  pressed: boolean;
  onToggle: (game: Game) => void;
};

/** The heart over a card's corner: pressed when the game is one of the member's favourites. */
export const FavouriteHeart = memo(function FavouriteHeart({
  game,
  label,
  titles,
  pressed,
  onToggle,
}: FavouriteHeartProps) {
  return (
    <button
      type="button"
      className="game-card-heart"
      aria-pressed={pressed}
      aria-label={label}
      title={pressed ? titles.unfavourite : titles.favourite}
      onClick={() => onToggle(game)}
      data-testid="game-card-favourite"
    >
      <Heart size={18} aria-hidden fill={pressed ? 'currentColor' : 'none'} />
    </button>
  );
});
