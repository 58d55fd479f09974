import type { TablePlacement, TablePlayerState } from '@app/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { newRequestId } from '../api/request-id';
import { StudioError } from '../api/studio-error';
import { useGame } from '../shell/game-context';
import {
  addChip,
  chipValues,
  doubled,
  EMPTY_SLIP,
  lastOpenPlacement,
  placedSlip,
  placedStake,
  previousSlip,
  type Slip,
  slipBets,
  slipProblem,
  slipStake,
  spotsIn,
  upsertPlacement,
} from './bet-slip';
import type { SpotBet } from './boards/board-types';
import { type Attempt, attemptFor, type TableClient } from './table-client';
import type { TableKey } from './table-texts';

/** A line the bets have to say (a refusal, a confirmation), with its values. */
export type BetNote = { key: TableKey; values?: Record<string, string | number>; tone?: 'good' };

type Args = {
  client: TableClient;
  /** The round on screen, and whether a chip may go down now. */
  roundId: string | null;
  open: boolean;
  spots: ReadonlyMap<string, { bet: SpotBet; hold?: number }>;
  maxSpots: number;
  /** Money as the screen writes it. */
  format: (amount: bigint) => string;
};

/** Rounds whose placements are kept (the current one and the one Rebet repeats). */
const KEEP_ROUNDS = 3;

function keepRecent(placements: TablePlacement[]): TablePlacement[] {
  const ids = [...new Set(placements.map((p) => BigInt(p.tableRoundId)))].sort((a, b) => (a > b ? -1 : 1));
  const kept = new Set(ids.slice(0, KEEP_ROUNDS).map(String));
  return placements.filter((p) => kept.has(p.tableRoundId));
}

/**
 * The player's bets at the table: the chip in hand, the chips put down but not yet confirmed (pending, for the
 * round on screen only), and the placements the server confirmed. Confirm sends the pending chips as one
 * placement; a retry of the same chips after a network failure sends the same request id again, so the server
 * places them once.
 */
export function useTableBets({ client, roundId, open, spots, maxSpots, format }: Args) {
  const { session, fail, updateBalance, sound } = useGame();
  const maxStake = BigInt(session.game.maxBet);
  const chips = useMemo(
    () => chipValues(BigInt(session.game.minBet), maxStake),
    [session.game.minBet, maxStake],
  );
  const [chip, setChip] = useState<bigint>(chips[0] ?? 0n);
  const [draft, setDraft] = useState<{ roundId: string | null; slip: Slip }>({
    roundId: null,
    slip: EMPTY_SLIP,
  });
  const [placements, setPlacements] = useState<TablePlacement[]>([]);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [note, setNote] = useState<BetNote | null>(null);
  const attempt = useRef<Attempt | null>(null);

  const holdOf = useCallback((key: string) => spots.get(key)?.hold ?? 1, [spots]);
  const pending = roundId !== null && draft.roundId === roundId ? draft.slip : EMPTY_SLIP;
  const placed = useMemo(
    () => (roundId ? placedSlip(placements, roundId, holdOf) : EMPTY_SLIP),
    [placements, roundId, holdOf],
  );
  const previous = useMemo(
    () => (roundId ? previousSlip(placements, roundId, holdOf) : EMPTY_SLIP),
    [placements, roundId, holdOf],
  );
  const undoable = roundId ? lastOpenPlacement(placements, roundId) : null;

  // a note goes after a while
  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(null), 4_000);
    return () => clearTimeout(timer);
  }, [note]);

  // chips still pending when betting closes were not placed: say so, and take them off
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  useEffect(() => {
    // (chips being confirmed right now are the server's to accept or refuse)
    if (open || busyRef.current || spotsIn(pendingRef.current) === 0) return;
    setNote({ key: 'notPlaced' });
    setDraft({ roundId: null, slip: EMPTY_SLIP });
  }, [open]);

  /** Puts a slip on the board unless the table would refuse it (then says why). */
  const propose = (slip: Slip): boolean => {
    const problem = slipProblem(slip, { maxStake, maxSpots, holdOf });
    if (problem === 'overMax') setNote({ key: 'overMax', values: { amount: format(maxStake) } });
    if (problem === 'tooManySpots') setNote({ key: 'tooManySpots', values: { n: maxSpots } });
    if (problem) return false;
    setDraft({ roundId, slip });
    return true;
  };

  const canEdit = open && !busy && roundId !== null;

  const place = (key: string) => {
    if (!canEdit) return;
    if (propose(addChip(pending, key, chip))) {
      setNote(null);
      sound('click');
    }
  };

  const confirm = async () => {
    if (!canEdit || busyRef.current || !roundId || spotsIn(pending) === 0) return;
    const bets = slipBets(pending, (key) => spots.get(key)?.bet, holdOf);
    if (bets.length === 0) return;
    attempt.current = attemptFor(attempt.current, JSON.stringify([roundId, bets]), newRequestId);
    const { requestId } = attempt.current;
    busyRef.current = true;
    setBusy(true);
    try {
      const answer = await client.bet({ requestId, tableRoundId: roundId, bets });
      attempt.current = null;
      setPlacements((list) => keepRecent(upsertPlacement(list, answer.placement)));
      setDraft({ roundId: null, slip: EMPTY_SLIP });
      updateBalance(answer.balance);
      setNote({ key: 'confirmed', values: { amount: format(BigInt(answer.placement.stake)) }, tone: 'good' });
      sound('stop');
    } catch (error) {
      // only a failure without an answer may have placed the bets: the same chips try the same id again
      if (!(error instanceof StudioError && error.isNetwork)) attempt.current = null;
      if (error instanceof StudioError && error.code === 'betting_closed')
        setDraft({ roundId: null, slip: EMPTY_SLIP });
      fail(error);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const undo = async () => {
    if (!canEdit || busyRef.current || !undoable) return;
    busyRef.current = true;
    setBusy(true);
    try {
      const answer = await client.undo({ requestId: newRequestId(), placementId: undoable.placementId });
      setPlacements((list) => upsertPlacement(list, answer.placement));
      updateBalance(answer.balance);
      setNote({ key: 'undone', values: { amount: format(BigInt(answer.placement.stake)) } });
      sound('click');
    } catch (error) {
      fail(error);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  /** The placements the server reports for its round replace what this screen knew of that round. */
  const absorb = useCallback((state: Pick<TablePlayerState, 'round' | 'placements'>) => {
    const id = state.round?.tableRoundId;
    if (!id) return;
    setPlacements((list) => keepRecent([...list.filter((p) => p.tableRoundId !== id), ...state.placements]));
  }, []);

  /** A paid round's placements are settled (whatever the server said of them before). */
  const markSettled = useCallback((tableRoundId: string) => {
    setPlacements((list) =>
      list.map((p) =>
        p.tableRoundId === tableRoundId && p.status === 'open' ? { ...p, status: 'settled' } : p,
      ),
    );
  }, []);

  return {
    chips,
    chip,
    setChip,
    pending,
    placed,
    placements,
    busy,
    note,
    clearNote: () => setNote(null),
    pendingStake: slipStake(pending, holdOf),
    placedStake: roundId ? placedStake(placements, roundId) : 0n,
    undoable,
    canEdit,
    canRebet: canEdit && spotsIn(previous) > 0,
    place,
    confirm: () => void confirm(),
    undo: () => void undo(),
    clear: () => setDraft({ roundId: null, slip: EMPTY_SLIP }),
    double: () => void propose(doubled(pending)),
    rebet: () => void propose(previous),
    absorb,
    markSettled,
  };
}
