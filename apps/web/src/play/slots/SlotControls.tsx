import type { Translate } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import { money } from '../money/money';
import { Icon } from '../shell/icons';
import { spinsLeft } from './autoplay';
import type { SlotKey } from './slot-texts';
import type { SlotBetChoice } from './use-slot-bet';
import type { SlotView } from './use-slot-machine';

type Props = {
  view: SlotView;
  choice: SlotBetChoice;
  turbo: boolean;
  t: Translate<SlotKey>;
  lang: PlayLanguage;
  lessLabel: string;
  moreLabel: string;
  onSpin: () => void;
  onTurbo: () => void;
  onAuto: () => void;
  onBetPanel: () => void;
};

/** The bar under the reels: bet and win, then autoplay, bet down, spin, bet up, turbo. */
export function SlotControls({ view, choice, turbo, t, lang, lessLabel, moreLabel, ...on }: Props) {
  const running = view.autoplay !== null;
  const locked = view.busy || running;
  const stake = choice.bet?.stake ?? 0n;
  return (
    <div className="controls slot-controls">
      <div className="stats">
        <button
          type="button"
          className="stat stat-button"
          onClick={on.onBetPanel}
          disabled={locked}
          data-testid="slot-bet"
          data-value={String(stake)}
        >
          <span className="label">{t('totalBet')}</span>
          <strong>{money(stake, lang)}</strong>
        </button>
        {choice.lines !== null && (
          <button type="button" className="stat stat-button narrow" onClick={on.onBetPanel} disabled={locked}>
            <span className="label">{t('lines')}</span>
            <strong data-testid="slot-lines">{choice.lines}</strong>
          </button>
        )}
        <div
          className="stat win"
          data-testid="slot-win"
          data-value={view.win === null ? '' : String(view.win)}
        >
          <span className="label">{t('win')}</span>
          <strong>{money(view.win ?? 0n, lang)}</strong>
        </div>
      </div>
      <div className="buttons">
        <button
          type="button"
          className="round-button"
          aria-pressed={running}
          onClick={on.onAuto}
          disabled={view.busy && !running}
          data-testid="slot-auto"
        >
          <Icon name="auto" />
          <span>{running ? t('autoStop', { n: spinsLeft(view.autoplay!) }) : t('auto')}</span>
        </button>
        <button
          type="button"
          className="icon-button round"
          aria-label={lessLabel}
          disabled={locked || choice.level <= 0}
          onClick={() => choice.setLevel(choice.level - 1)}
          data-testid="bet-minus"
        >
          <Icon name="minus" />
        </button>
        <button
          type="button"
          className={`spin-button${view.busy ? ' is-busy' : ''}`}
          onClick={on.onSpin}
          disabled={!choice.bet}
          aria-label={running ? t('stop') : t('spin')}
          data-testid="slot-spin"
          data-busy={view.busy || undefined}
        >
          {running ? (
            <span className="spin-stop">{spinsLeft(view.autoplay!)}</span>
          ) : (
            <Icon name="spin" size={34} className="spin-icon" />
          )}
        </button>
        <button
          type="button"
          className="icon-button round"
          aria-label={moreLabel}
          disabled={locked || choice.level >= choice.steps.length - 1}
          onClick={() => choice.setLevel(choice.level + 1)}
          data-testid="bet-plus"
        >
          <Icon name="plus" />
        </button>
        <button
          type="button"
          className="round-button"
          aria-pressed={turbo}
          onClick={on.onTurbo}
          data-testid="slot-turbo"
        >
          <Icon name="turbo" />
          <span>{t('turbo')}</span>
        </button>
      </div>
    </div>
  );
}
