import type { LotteryGame } from '@app/contracts';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCadence } from './DrawHeader';

/** The lottery games as tabs (fast draws first, then the official ones); arrow keys move between them. */
export function GameTabs({
  games,
  value,
  onChange,
}: {
  /** Null while they load: placeholders of the tabs' size. */
  games: readonly LotteryGame[] | null;
  value: string | undefined;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation('lottery');
  const cadence = useCadence();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const row = useRef<HTMLDivElement>(null);

  // the chosen game's tab in sight on a phone's sideways row (the page itself does not scroll)
  useEffect(() => {
    const container = row.current;
    const index = games?.findIndex((game) => game.code === value) ?? -1;
    const tab = refs.current[index];
    if (!container || !tab) return;
    const left = tab.offsetLeft - container.offsetLeft;
    if (
      left < container.scrollLeft ||
      left + tab.offsetWidth > container.scrollLeft + container.clientWidth
    ) {
      container.scrollLeft = Math.max(0, left - 12);
    }
  }, [games, value]);

  if (!games) {
    return (
      <div className="vnl-games" aria-busy data-testid="vnl-games-loading">
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have only their place
          <span key={index} className="vnl-game-tab skeleton" />
        ))}
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + games.length) % games.length;
    const game = games[next];
    if (!game) return;
    onChange(game.code);
    refs.current[next]?.focus();
  };

  return (
    <div ref={row} className="vnl-games" role="tablist" aria-label={t('vn.games')} data-testid="vnl-games">
      {games.map((game, index) => (
        <button
          key={game.code}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          className="vnl-game-tab"
          aria-selected={game.code === value}
          tabIndex={game.code === value ? 0 : -1}
          onClick={() => onChange(game.code)}
          onKeyDown={(event) => onKeyDown(event, index)}
          data-source={game.source}
          data-testid={`vnl-game-${game.code}`}
        >
          <span className="vnl-game-tab-name">{game.name}</span>
          <span className="vnl-game-tab-meta">
            {game.source === 'fast' ? t('vn.source.fast') : t('vn.source.official')} ·{' '}
            {cadence(game, { zone: false })}
          </span>
        </button>
      ))}
    </div>
  );
}
