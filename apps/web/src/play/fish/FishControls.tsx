import type { Translate } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import { money } from '../money/money';
import { Icon } from '../shell/icons';
import type { FishKey } from './fish-texts';

export type FishControlsView = {
  level: number;
  levels: number;
  cost: bigint | null;
  won: bigint;
  auto: boolean;
  lock: boolean;
  /** The line under the buttons: a warning (too low, reconnecting, dropped hits) or the hint. */
  status: { text: string; kind: 'warn' | 'info' };
  disabled: boolean;
  /** One bullet can be paid for (the fire button; auto fire and holding stop by themselves). */
  canFire: boolean;
};

type Props = {
  view: FishControlsView;
  f: Translate<FishKey>;
  lang: PlayLanguage;
  onLevel: (step: number) => void;
  onAuto: () => void;
  onLock: () => void;
  onFire: () => void;
};

/** The controls under the sea (DOM, not canvas): bet per bullet, cannon level, won, auto fire, lock, fire. */
export function FishControls({ view, f, lang, onLevel, onAuto, onLock, onFire }: Props) {
  const { level, levels, disabled } = view;
  return (
    <div className="controls fish-controls" data-testid="fish-controls">
      <div className="fish-row fish-bet">
        <div className="stat fish-cost">
          <span className="label">{f('betPerBullet')}</span>
          <strong data-testid="fish-cost" data-value={view.cost === null ? '' : String(view.cost)}>
            {view.cost === null ? '—' : money(view.cost, lang)}
          </strong>
        </div>
        <fieldset className="fish-level" aria-label={f('cannon')} disabled={disabled}>
          <button
            type="button"
            className="icon-button round"
            aria-label={f('levelDown')}
            title={f('levelDown')}
            disabled={level <= 0}
            onClick={() => onLevel(-1)}
            data-testid="fish-level-down"
          >
            <Icon name="minus" />
          </button>
          <output className="fish-level-value" aria-live="polite" data-testid="fish-level">
            {f('levelValue', { n: level + 1, total: levels })}
          </output>
          <button
            type="button"
            className="icon-button round"
            aria-label={f('levelUp')}
            title={f('levelUp')}
            disabled={level >= levels - 1}
            onClick={() => onLevel(1)}
            data-testid="fish-level-up"
          >
            <Icon name="plus" />
          </button>
        </fieldset>
        <div className="stat win fish-won">
          <span className="label">{f('won')}</span>
          <strong data-testid="fish-won" data-value={String(view.won)}>
            {money(view.won, lang)}
          </strong>
        </div>
      </div>
      <div className="fish-row fish-fire-row">
        <button
          type="button"
          className="chip"
          aria-pressed={view.auto}
          disabled={disabled}
          onClick={onAuto}
          data-testid="fish-auto"
        >
          {f('autoFire')}
        </button>
        <button
          type="button"
          className="chip"
          aria-pressed={view.lock}
          disabled={disabled}
          onClick={onLock}
          data-testid="fish-lock"
        >
          {f('lockTarget')}
        </button>
        <button
          type="button"
          className="button primary fish-fire"
          disabled={disabled || !view.canFire}
          title={f('fireKey')}
          onClick={onFire}
          data-testid="fish-fire"
        >
          {f('fire')}
        </button>
      </div>
      <p className={`fish-status ${view.status.kind}`} aria-live="polite" data-testid="fish-status">
        {view.status.text}
      </p>
    </div>
  );
}
