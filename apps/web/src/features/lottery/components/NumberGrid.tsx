import { type KeyboardEvent, memo, useRef, useState } from 'react';

type NumberGridProps = {
  numbers: readonly string[];
  selected: ReadonlySet<string>;
  onToggle: (number: string) => void;
  /** Numbers per row: 10 (00–99, one hundred of 000–999) or 5 (0–9 on a phone). */
  columns: number;
  label: string;
  /** Whether picking one more is refused (the type's most numbers are chosen): unpicked balls look it. */
  full: boolean;
  disabled?: boolean;
};

/**
 * The balls to pick from. One tab stop: arrow keys move between balls (up and down a row), Home and End to the
 * first and last, Space or Enter picks; each ball says whether it is picked (`aria-pressed`).
 */
export const NumberGrid = memo(function NumberGrid({
  numbers,
  selected,
  onToggle,
  columns,
  label,
  full,
  disabled,
}: NumberGridProps) {
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusIndex = Math.min(active, numbers.length - 1);

  function onKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    const steps: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: columns,
      ArrowUp: -columns,
    };
    let next: number | null = null;
    if (event.key in steps) next = focusIndex + (steps[event.key] ?? 0);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = numbers.length - 1;
    if (next === null) return;
    event.preventDefault();
    const target = Math.max(0, Math.min(numbers.length - 1, next));
    setActive(target);
    refs.current[target]?.focus();
  }

  return (
    <fieldset
      className="vnl-grid-balls"
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      onKeyDown={onKeyDown}
      data-testid="vnl-number-grid"
    >
      <legend className="visually-hidden">{label}</legend>
      {numbers.map((number, index) => {
        const picked = selected.has(number);
        return (
          <button
            key={number}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            className="vnl-ball"
            aria-pressed={picked}
            data-full={!picked && full ? '' : undefined}
            tabIndex={index === focusIndex ? 0 : -1}
            disabled={disabled}
            onClick={() => {
              setActive(index);
              onToggle(number);
            }}
            data-testid={`vnl-ball-${number}`}
          >
            {number}
          </button>
        );
      })}
    </fieldset>
  );
});
