import type { TableState } from '@app/contracts';
import type { SpotBet } from './boards/board-types';

/**
 * A spot's return to player (percent) from the table's bet types, which name a bet by its type ("tie"), its type and
 * selection ("total 10", sic bo) or its type alone for a set of selections that return alike ("face (any of the
 * six)", bầu cua). Undefined when the table does not state it.
 */
export function spotRtp(betTypes: TableState['betTypes'], bet: SpotBet): number | undefined {
  const byType = new Map(betTypes.map((row) => [row.type, row.rtp]));
  const exact = byType.get(bet.type);
  if (exact !== undefined) return exact;
  if (bet.selection !== undefined && !Array.isArray(bet.selection)) {
    const selected = byType.get(`${bet.type} ${bet.selection}`);
    if (selected !== undefined) return selected;
  }
  const alike = betTypes.filter((row) => row.type.startsWith(`${bet.type} (`));
  return alike.length === 1 ? alike[0]?.rtp : undefined;
}
