import { useMemo, useState } from 'react';
import { stakeSteps } from '../../money/stake-steps';
import { useGame } from '../../shell/game-context';
import { doubled, placeChip, type TableBets, tableTotal } from './table-bets';

/**
 * The state of a betting table: the chip in hand (the first six stake steps from the game's minimum bet: 1–2–5),
 * the chips placed (with undo), and the last table played (for rebet). A round's total stays within the game's
 * maximum bet: a chip that would pass it is not placed.
 */
export function useTable() {
  const { session } = useGame();
  const max = BigInt(session.game.maxBet);
  const chips = useMemo(
    () => stakeSteps(BigInt(session.game.minBet), max, 1n, 64).slice(0, 6),
    [session.game.minBet, max],
  );
  const [chip, setChip] = useState<bigint>(chips[0] ?? 0n);
  const [history, setHistory] = useState<TableBets[]>([{}]);
  const [last, setLast] = useState<TableBets | null>(null);
  const table = history[history.length - 1]!;
  const total = tableTotal(table);
  const push = (next: TableBets) => {
    if (tableTotal(next) <= max) setHistory((h) => [...h, next]);
  };
  return {
    chips,
    chip,
    setChip,
    table,
    total,
    place: (box: string) => push(placeChip(table, box, chip)),
    clear: () => setHistory([{}]),
    undo: () => setHistory((h) => (h.length > 1 ? h.slice(0, -1) : h)),
    rebet: () => last && push(last),
    double: () => push(doubled(table)),
    canRebet: last !== null,
    /** After a round: the table stays for the next one, and is remembered for rebet after a clear. */
    played: () => setLast(table),
  };
}
