import type { Translate } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import { money, shortMoney } from '../money/money';
import { Icon } from '../shell/icons';
import { Panel } from '../shell/Panel';
import type { SlotKey } from './slot-texts';
import type { SlotBetChoice } from './use-slot-bet';

type Props = {
  choice: SlotBetChoice;
  t: Translate<SlotKey>;
  closeLabel: string;
  lang: PlayLanguage;
  onClose: () => void;
};

/** The bet levels as a row of stakes (minimum to maximum) and, on a line slot, the lines played. */
export function BetPanel({ choice, t, closeLabel, lang, onClose }: Props) {
  return (
    <Panel title={t('betSettings')} closeLabel={closeLabel} onClose={onClose} testId="bet-panel">
      <fieldset className="choice-group">
        <legend>{t('betLevel')}</legend>
        <div className="chip-row">
          {choice.steps.map((step, level) => (
            <button
              type="button"
              key={String(step)}
              className="chip"
              aria-pressed={level === choice.level}
              data-testid={`bet-level-${level}`}
              onClick={() => choice.setLevel(level)}
            >
              {shortMoney(choice.stakeAt(level), lang)}
            </button>
          ))}
        </div>
      </fieldset>
      {choice.lines !== null && (
        <fieldset className="choice-group">
          <legend>{t('lines')}</legend>
          <div className="stepper">
            <button
              type="button"
              className="icon-button round"
              aria-label={t('fewerLines')}
              disabled={choice.lines <= 1}
              onClick={() => choice.setLines(choice.lines! - 1)}
              data-testid="lines-minus"
            >
              <Icon name="minus" />
            </button>
            <output className="stepper-value" data-testid="lines-value">
              {choice.lines}
            </output>
            <button
              type="button"
              className="icon-button round"
              aria-label={t('moreLines')}
              disabled={choice.lines >= choice.maxLines}
              onClick={() => choice.setLines(choice.lines! + 1)}
              data-testid="lines-plus"
            >
              <Icon name="plus" />
            </button>
          </div>
          <p className="fine-print">
            {t('lineBet')}: {money(choice.steps[choice.level] ?? 0n, lang)}
          </p>
        </fieldset>
      )}
      <p className="total-line">
        {t('totalBet')}:{' '}
        <strong data-testid="bet-panel-total">{money(choice.stakeAt(choice.level), lang)}</strong>
      </p>
    </Panel>
  );
}
