import type { PayTable, ReelStrip, SlotModelSpec } from './types.ts';

const MAX_SYMBOLS = 255;

/** Throws a descriptive error when a maths model is malformed; returns nothing when it is sound. */
export function validateSlotModel(model: SlotModelSpec): void {
  if (typeof model.id !== 'string' || model.id === '') fail(model, 'id must be a non-empty string');
  if (model.kind !== 'lines' && model.kind !== 'ways') fail(model, 'kind must be "lines" or "ways"');
  if (!isIntIn(model.rows, 1, 8)) fail(model, 'rows must be an integer 1..8');
  if (!isIntIn(model.reels.length, 3, 8)) fail(model, 'there must be 3..8 reels');
  checkSymbols(model);
  checkStrips(model, model.reels, 'reels');
  checkPays(model);
  if (model.kind === 'lines') checkLines(model);
  else if (!Number.isSafeInteger(model.betMultiplier) || model.betMultiplier < 1)
    fail(model, 'betMultiplier must be a positive integer');
  checkFeature(model);
  if (maxRoundUnits(model) > Number.MAX_SAFE_INTEGER)
    fail(model, 'pays too large: a round could pass 2^53 units');
}

function fail(model: SlotModelSpec, message: string): never {
  throw new Error(`slot model ${JSON.stringify(model.id)}: ${message}`);
}

function checkSymbols(model: SlotModelSpec): void {
  const symbols = new Set(model.symbols);
  if (symbols.size !== model.symbols.length) fail(model, 'symbols must be unique');
  if (symbols.size === 0 || symbols.size > MAX_SYMBOLS)
    fail(model, `there must be 1..${MAX_SYMBOLS} symbols`);
  if (model.wild !== null && !symbols.has(model.wild)) fail(model, `wild ${model.wild} is not a symbol`);
  const scatter = model.scatter?.symbol ?? null;
  if (scatter !== null && !symbols.has(scatter)) fail(model, `scatter ${scatter} is not a symbol`);
  if (scatter !== null && scatter === model.wild) fail(model, 'the wild cannot be the scatter');
}

function checkStrips(model: SlotModelSpec, strips: readonly ReelStrip[], name: string): void {
  if (strips.length !== model.reels.length) fail(model, `${name}: expected ${model.reels.length} strips`);
  const scatter = model.scatter?.symbol ?? null;
  strips.forEach((strip, reel) => {
    const where = `${name} reel ${reel + 1}`;
    if (strip.length < model.rows) fail(model, `${where}: shorter than the window`);
    for (const symbol of strip)
      if (!model.symbols.includes(symbol)) fail(model, `${where}: unknown ${symbol}`);
    if (scatter !== null && !scattersApart(strip, scatter, model.rows))
      fail(model, `${where}: scatters closer than ${model.rows} positions (a reel shows at most one)`);
    if (model.kind === 'ways' && reel === 0 && model.wild !== null && strip.includes(model.wild))
      fail(model, `${where}: a ways model has no wild on the first reel`);
  });
}

/** Whole multipliers ≥ 0 for counts 1..reels, never paying less for more symbols. */
function checkTable(model: SlotModelSpec, table: PayTable, name: string): void {
  const reelCount = model.reels.length;
  for (const key of Object.keys(table)) {
    if (!isIntIn(Number(key), 1, reelCount)) fail(model, `${name}: count ${key} is outside 1..${reelCount}`);
  }
  let previous = 0;
  for (let count = 1; count <= reelCount; count++) {
    const value = table[count] ?? 0;
    if (!Number.isSafeInteger(value) || value < 0)
      fail(model, `${name}: ${count} → ${value} is not a whole number`);
    if (value < previous) fail(model, `${name}: ${count} cannot be worth less than ${count - 1}`);
    previous = value;
  }
}

function checkPays(model: SlotModelSpec): void {
  let anyPay = false;
  for (const [symbol, table] of Object.entries(model.pays)) {
    if (!model.symbols.includes(symbol)) fail(model, `pays: unknown symbol ${symbol}`);
    if (symbol === model.scatter?.symbol) fail(model, 'pays: the scatter pays through scatter.pays');
    if (model.kind === 'ways' && symbol === model.wild)
      fail(model, 'pays: a ways model never pays a wild-only way');
    checkTable(model, table, `pays.${symbol}`);
    anyPay ||= Object.values(table).some((value) => (value ?? 0) > 0);
  }
  if (!anyPay) fail(model, 'pays: nothing pays');
}

function checkLines(model: SlotModelSpec & { kind: 'lines' }): void {
  const reelCount = model.reels.length;
  if (model.lines.length === 0) fail(model, 'lines: at least one line');
  const shapes = new Set<string>();
  model.lines.forEach((line, index) => {
    if (line.length !== reelCount || !line.every((row) => isIntIn(row, 0, model.rows - 1)))
      fail(model, `lines[${index}]: one row 0..${model.rows - 1} per reel`);
    shapes.add(line.join(','));
  });
  if (shapes.size !== model.lines.length) fail(model, 'lines: a line shape is repeated');
  // A line of wilds needs a value of its own.
  if (model.wild !== null && !((model.pays[model.wild]?.[reelCount] ?? 0) > 0))
    fail(model, `pays: the wild needs a pay for ${reelCount} on a line`);
}

function checkFeature(model: SlotModelSpec): void {
  const { scatter, freeSpins } = model;
  if (scatter !== null) {
    checkTable(model, scatter.pays, 'scatter.pays');
    checkTable(model, scatter.freeSpins, 'scatter.freeSpins');
    const awards = Object.values(scatter.freeSpins).some((value) => (value ?? 0) > 0);
    if (awards && freeSpins === null) fail(model, 'scatter.freeSpins awards spins but freeSpins is missing');
  }
  if (freeSpins === null) return;
  if (scatter === null) fail(model, 'freeSpins needs a scatter to trigger them');
  checkStrips(model, freeSpins.reels, 'freeSpins.reels');
  if (!Number.isSafeInteger(freeSpins.multiplier) || freeSpins.multiplier < 1)
    fail(model, 'freeSpins.multiplier must be a positive integer');
  checkTable(model, freeSpins.retrigger, 'freeSpins.retrigger');
  if (!isIntIn(freeSpins.maxSpins, 1, 10_000)) fail(model, 'freeSpins.maxSpins must be an integer 1..10000');
}

/** True when, going round the strip, two scatters never fit in one window. */
function scattersApart(strip: ReelStrip, scatter: string, rows: number): boolean {
  const at = strip.flatMap((symbol, index) => (symbol === scatter ? [index] : []));
  return at.every((index, i) => {
    if (at.length < 2) return true;
    const next = at[(i + 1) % at.length] as number;
    return (next - index + strip.length) % strip.length >= rows;
  });
}

/** A generous bound on one round's win in units (line bets or coins), so number arithmetic stays exact. */
function maxRoundUnits(model: SlotModelSpec): number {
  const reelCount = model.reels.length;
  const topPay = Math.max(0, ...Object.values(model.pays).map((table) => table[reelCount] ?? 0));
  const combos = model.kind === 'lines' ? model.lines.length : model.rows ** reelCount;
  const stakeUnits = model.kind === 'lines' ? model.lines.length : model.betMultiplier;
  const perSpin = topPay * combos + (model.scatter?.pays[reelCount] ?? 0) * stakeUnits;
  const freeSpins = model.freeSpins === null ? 0 : model.freeSpins.maxSpins * model.freeSpins.multiplier;
  return perSpin * (1 + freeSpins);
}

function isIntIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}
