/** The board in SVG units: pins `GAP` apart, the first row below the drop point. */
export const GAP = 20;
export const TOP = 26;

export function boardSize(rows: number): { width: number; height: number } {
  return { width: (rows + 2) * GAP, height: TOP + rows * GAP + 26 };
}

/** The centre x of the board. */
export function centre(rows: number): number {
  return boardSize(rows).width / 2;
}

/** Row r (0-based) has r + 3 pins. */
export function pins(rows: number): { x: number; y: number }[] {
  const mid = centre(rows);
  const all: { x: number; y: number }[] = [];
  for (let r = 0; r < rows; r++) {
    for (let j = 0; j < r + 3; j++) all.push({ x: mid + (j - (r + 2) / 2) * GAP, y: TOP + r * GAP });
  }
  return all;
}

/** Where slot i (0 … rows) sits. */
export function slotX(rows: number, slot: number): number {
  return centre(rows) + (slot - rows / 2) * GAP;
}

/**
 * The ball's way down a path (0 = left, 1 = right per row): above the pin it meets in each row, then the slot.
 * The k-th point is where the ball touches row k's pin; the path only decides where it goes next.
 */
export function ballPoints(path: readonly number[]): { x: number; y: number }[] {
  const rows = path.length;
  const mid = centre(rows);
  const points = [{ x: mid, y: TOP - GAP }];
  let rights = 0;
  path.forEach((step, r) => {
    points.push({ x: mid + (rights - r / 2) * GAP, y: TOP + r * GAP - 7 });
    rights += step;
  });
  points.push({ x: slotX(rows, rights), y: TOP + rows * GAP + 6 });
  return points;
}

/** A slot's multiplier on its small label: hundredths as "1000", "26", "1.5" / "1,5". */
export function slotLabel(x100: number, lang: 'vi' | 'en'): string {
  const whole = Math.floor(x100 / 100);
  const tenths = Math.floor((x100 % 100) / 10);
  const hundredths = x100 % 10;
  if (hundredths !== 0) return `${whole}${lang === 'en' ? '.' : ','}${String(x100 % 100).padStart(2, '0')}`;
  return tenths === 0 ? String(whole) : `${whole}${lang === 'en' ? '.' : ','}${tenths}`;
}
