import type { TableDecideBody, TableDecision, TablePlayerState } from '@app/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { newRequestId } from '../api/request-id';
import { StudioError } from '../api/studio-error';
import { useGame } from '../shell/game-context';
import { laterDecision } from './decision-view';
import { type Attempt, attemptFor, type TableClient } from './table-client';

type Args = {
  client: TableClient;
  /** The round on screen. */
  roundId: string | null;
  /** May a move be sent now (deciding, with time to spare)? */
  open: boolean;
};

/**
 * The player's hand at a decision table: what the server last said of it (the state, or a move's answer), and the
 * moves sent one at a time. A move that got no answer is sent again under the same request id when the player
 * presses it again (the server plays it once); a refusal is said in the result line, in the player's language.
 */
export function useTableDecision({ client, roundId, open }: Args) {
  const { fail, updateBalance, sound } = useGame();
  const [decision, setDecision] = useState<TableDecision | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = useRef<Attempt | null>(null);

  // a refusal goes after a while, and with the round it was about
  useEffect(() => {
    if (!problem) return;
    const timer = setTimeout(() => setProblem(null), 5_000);
    return () => clearTimeout(timer);
  }, [problem]);
  useEffect(() => {
    if (roundId !== null) setProblem(null);
  }, [roundId]);

  /** The hand the server reports with its state (none: the player has no hand in the round). */
  const absorb = useCallback((state: Pick<TablePlayerState, 'decision'>) => {
    const next = state.decision;
    if (next) setDecision((known) => laterDecision(next, known));
  }, []);

  const mine = decision && decision.tableRoundId === roundId ? decision : null;

  const decide = async (move: string) => {
    if (!mine || !open || busyRef.current || !mine.legal.includes(move)) return;
    const signature = JSON.stringify([mine.tableRoundId, mine.moves.length, move]);
    attempt.current = attemptFor(attempt.current, signature, newRequestId);
    const { requestId } = attempt.current;
    busyRef.current = true;
    setBusy(true);
    try {
      const answer = await client.decide({
        requestId,
        tableRoundId: mine.tableRoundId,
        move: move as TableDecideBody['move'],
      });
      attempt.current = null;
      setDecision((known) => laterDecision(answer.decision, known));
      updateBalance(answer.balance);
      setProblem(null);
      sound(move === 'fold' || move === 'stand' ? 'stop' : 'click');
    } catch (error) {
      // only a failure without an answer may have played the move: the same move tries the same id again
      if (!(error instanceof StudioError && error.isNetwork)) attempt.current = null;
      if (error instanceof StudioError && !error.endsSession) {
        setProblem(error.message);
        // the time is up, or the hand has moved on elsewhere: no move is open any more until the server says
        if (error.code === 'decision_closed')
          setDecision((known) => (known ? { ...known, legal: [] } : known));
      } else fail(error);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return { decision, mine, busy, problem, absorb, decide: (move: string) => void decide(move) };
}
