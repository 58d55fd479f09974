const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [26, 26],
    [74, 26],
    [50, 50],
    [26, 74],
    [74, 74],
  ],
  6: [
    [28, 24],
    [72, 24],
    [28, 50],
    [72, 50],
    [28, 76],
    [72, 76],
  ],
};

/**
 * A die showing `value` (1–6) in pips, one and four in red as dice are printed in Vietnam; 0 is a blank die (no
 * result yet). `label`: the die names its value to a screen reader (false where the text around it does).
 */
export function Die({
  value,
  className = 'die',
  label = true,
}: {
  value: number;
  className?: string;
  label?: boolean;
}) {
  const red = value === 1 || value === 4;
  const named = label && value > 0;
  return (
    <svg
      className={className}
      viewBox="0 0 100 100"
      role={named ? 'img' : undefined}
      aria-label={named ? String(value) : undefined}
      aria-hidden={named ? undefined : true}
    >
      <rect x="4" y="4" width="92" height="92" rx="18" fill="#fdfbf7" stroke="#c9c2b3" strokeWidth="3" />
      {(PIPS[value] ?? []).map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={value === 1 ? 13 : 9} fill={red ? '#d90429' : '#1f2937'} />
      ))}
    </svg>
  );
}
