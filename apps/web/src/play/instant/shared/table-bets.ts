/**
 * The chips on a betting table (dice, bầu cua, xóc đĩa): per box, the amount staked, in minor units. A box key
 * is `type` or `type:selection` (`big`, `total:10`, `face:cua`); `toBets` turns the table into the round's bets.
 */
export type TableBets = Readonly<Record<string, bigint>>;

export function placeChip(table: TableBets, box: string, chip: bigint): TableBets {
  return { ...table, [box]: (table[box] ?? 0n) + chip };
}

export function tableTotal(table: TableBets): bigint {
  let total = 0n;
  for (const amount of Object.values(table)) total += amount;
  return total;
}

/** A box key as the bet the engine takes: `{ type, selection?, stake }`, the stake a string of minor units. */
export function toBets(
  table: TableBets,
  selection: (type: string, value: string) => string | number = (_type, value) => Number(value),
): { type: string; selection?: string | number; stake: string }[] {
  return Object.entries(table)
    .filter(([, amount]) => amount > 0n)
    .map(([box, amount]) => {
      const [type, value] = box.split(':') as [string, string | undefined];
      return value === undefined
        ? { type, stake: String(amount) }
        : { type, selection: selection(type, value), stake: String(amount) };
    });
}

/** Every box's stake twice over (the "double" button). */
export function doubled(table: TableBets): TableBets {
  return Object.fromEntries(Object.entries(table).map(([box, amount]) => [box, amount * 2n]));
}
