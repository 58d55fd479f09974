import { type Game, MEDIA } from '@app/contracts';
import { Flame, Heart, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../ui/LazyImage';
import './game-card.css';

type GameCardProps = { game: Game; onOpen: (game: Game) => void };

export function gameIcon(game: Game): string {
  return game.showIcon || game.smallIcon || MEDIA.gameIcon(game.code);
}

export function GameCard({ game, onOpen }: GameCardProps) {
  const { t } = useTranslation();
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
              {t('games.hot')}
            </span>
          ) : null}
          {game.maintenanceUntil ? (
            <span className="game-card-badge game-card-badge-maintenance">
              <Wrench size={12} aria-hidden />
              {t('games.maintenance')}
            </span>
          ) : null}
        </span>
        <span className="game-card-play" aria-hidden>
          {t('games.play')}
        </span>
      </span>
      <span className="game-card-name">{name}</span>
      <span className="game-card-vendor">{game.nodeName || game.vassalage}</span>
    </button>
  );
}

type FavouriteHeartProps = { game: Game; pressed: boolean; onToggle: (game: Game) => void };

/** The heart over a card's corner: pressed when the game is one of the member's favourites. */
export function FavouriteHeart({ game, pressed, onToggle }: FavouriteHeartProps) {
  const { t } = useTranslation();
  const name = game.displayName || game.gameName;
  return (
    <button
      type="button"
      className="game-card-heart"
      aria-pressed={pressed}
      aria-label={t('games.favouriteOf', { name })}
      title={pressed ? t('games.unfavourite') : t('games.favourite')}
      onClick={() => onToggle(game)}
      data-testid="game-card-favourite"
    >
      <Heart size={18} aria-hidden fill={pressed ? 'currentColor' : 'none'} />
    </button>
  );
}
