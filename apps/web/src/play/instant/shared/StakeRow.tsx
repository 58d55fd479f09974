import type { PlayLanguage } from '../../launch-params';
import { shortMoney } from '../../money/money';

type Props = {
  label: string;
  steps: bigint[];
  index: number;
  onPick: (index: number) => void;
  disabled: boolean;
  lang: PlayLanguage;
};

/** The stake of a one-bet game as a row of chips (scrolls sideways on a phone). */
export function StakeRow({ label, steps, index, onPick, disabled, lang }: Props) {
  return (
    <div className="option-row stake-option">
      <span className="label">{label}</span>
      <div className="stake-row">
        {steps.map((step, i) => (
          <button
            type="button"
            key={String(step)}
            aria-pressed={i === index}
            className="chip"
            disabled={disabled}
            onClick={() => onPick(i)}
            data-testid={`stake-${step}`}
          >
            {shortMoney(step, lang)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A row of choices (rows, risk, segments, mines…), one pressed. */
export function OptionRow<T extends string | number>({
  label,
  options,
  value,
  onPick,
  disabled,
  name,
  testId,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onPick: (value: T) => void;
  disabled: boolean;
  name: (value: T) => string;
  testId: string;
}) {
  return (
    <div className="option-row">
      <span className="label">{label}</span>
      <div className="stake-row">
        {options.map((option) => (
          <button
            type="button"
            key={option}
            aria-pressed={option === value}
            className="chip"
            disabled={disabled}
            onClick={() => onPick(option)}
            data-testid={`${testId}-${option}`}
          >
            {name(option)}
          </button>
        ))}
      </div>
    </div>
  );
}
