import { Minus, Plus } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';

/**
 * A number typed or stepped: − , the field, + (the slip's points and a chase's draws). The caller keeps the value
 * and its limits; a step button is disabled at its end. Rendered as three siblings so the caller's row can add
 * to them (the points' presets).
 */
export function Stepper({
  value,
  onType,
  onStep,
  atLeast,
  atMost,
  lessLabel,
  moreLabel,
  testIds = {},
  inputProps,
}: {
  value: string;
  /** The field's text as typed, already reduced to what it may hold. */
  onType: (value: string) => void;
  onStep: (delta: -1 | 1) => void;
  /** At the lower end: − is disabled. */
  atLeast: boolean;
  /** At the upper end: + is disabled. */
  atMost: boolean;
  lessLabel: string;
  moreLabel: string;
  testIds?: { less?: string; more?: string };
  /** The field's id, aria and keyboard attributes, and a class added to the stepper's (its value is the stepper's). */
  inputProps: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
    'data-testid'?: string;
  };
}) {
  return (
    <>
      <button
        type="button"
        className="btn-icon vnl-step"
        onClick={() => onStep(-1)}
        aria-label={lessLabel}
        disabled={atLeast}
        data-testid={testIds.less}
      >
        <Minus size={16} aria-hidden />
      </button>
      <input
        inputMode="numeric"
        autoComplete="off"
        {...inputProps}
        className={
          inputProps.className ? `input vnl-points-input ${inputProps.className}` : 'input vnl-points-input'
        }
        value={value}
        onChange={(event) => onType(event.target.value)}
      />
      <button
        type="button"
        className="btn-icon vnl-step"
        onClick={() => onStep(1)}
        aria-label={moreLabel}
        disabled={atMost}
        data-testid={testIds.more}
      >
        <Plus size={16} aria-hidden />
      </button>
    </>
  );
}
