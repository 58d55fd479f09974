import { isDecisionFamily, type TableFamily, type TablePlayerState, type TableWin } from '@app/contracts';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { translator } from '../i18n/texts';
import { money } from '../money/money';
import { GameShell } from '../shell/GameShell';
import { useGame } from '../shell/game-context';
import { StatusScreen } from '../shell/StatusScreen';
import { useSpaceKey } from '../shell/use-space-key';
import { BetBoard } from './BetBoard';
import { spotsIn } from './bet-slip';
import type { BoardContext } from './boards/board-types';
import { BOARDS, isTableFamily } from './boards/boards';
import { DecisionBar } from './DecisionBar';
import { Outcome } from './outcomes/Outcome';
import { Road } from './Road';
import { lineOf } from './result-line';
import { TableControls } from './TableControls';
import { TableFairPanel } from './TableFairPanel';
import { TableHeader } from './TableHeader';
import { TableRules } from './TableRules';
import { createTableClient } from './table-client';
import { canBet, canDecide, phaseAt } from './table-feed';
import { TABLE_TEXTS } from './table-texts';
import { useServerNow } from './use-server-now';
import { useTableBets } from './use-table-bets';
import { useTableDecision } from './use-table-decision';
import { useTableFeed } from './use-table-feed';
import './tables.css';

const MemoOutcome = memo(Outcome);
const ignore = () => undefined;

/**
 * A live table (family 'table', `model` the table game, `theme` its variant): one shared round on the server's
 * clock for everyone, the round live over the socket; chips put down on the board are confirmed as one placement
 * over HTTP while betting is open; the result is revealed, the winning spots light up, the player's win is shown.
 */
export default function TableScreen() {
  const { session, t } = useGame();
  const family = session.game.model;
  if (!isTableFamily(family)) return <StatusScreen title={t('notOpen')} />;
  return <LiveTable family={family} />;
}

function LiveTable({ family }: { family: TableFamily }) {
  const { session, lang, t, fail, updateBalance, sound } = useGame();
  const x = useMemo(() => translator(TABLE_TEXTS, lang), [lang]);
  const board = BOARDS[family];
  const context = useMemo<BoardContext>(() => ({ x, lang }), [x, lang]);
  const sections = useMemo(() => board.sections(context), [board, context]);
  const spots = useMemo(
    () => new Map(sections.flatMap((section) => section.spots).map((spot) => [spot.key, spot])),
    [sections],
  );
  const client = useMemo(
    () =>
      createTableClient({ language: lang, sessionToken: session.sessionToken, networkMessage: t('network') }),
    [lang, session.sessionToken, t],
  );
  const format = useCallback((amount: bigint) => money(amount, lang), [lang]);

  const { feed, connected, absorb } = useTableFeed(session.game.code, ignore);
  const now = useServerNow(feed.offset);
  const round = feed.round;
  const phase = phaseAt(round, now);
  const open = canBet(phase);
  const roundId = round?.tableRoundId ?? null;
  const bets = useTableBets({ client, roundId, open, spots, maxSpots: board.maxBets, format });
  const { absorb: absorbPlacements, markSettled } = bets;
  const [result, setResult] = useState<TableWin | null>(null);
  const [lastWin, setLastWin] = useState<TableWin | null>(null);
  // decision tables: the player's own hand, and the bet types' RTP for the rules
  const hand = useTableDecision({ client, roundId, open: canDecide(phase) });
  const { absorb: absorbDecision } = hand;
  const [betTypes, setBetTypes] = useState<TablePlayerState['betTypes']>([]);

  /** The player's state from the server: the round, their placements in it, their last result, the balance. */
  const refresh = useCallback(async () => {
    try {
      const state = await client.state();
      absorb(state);
      absorbPlacements(state);
      absorbDecision(state);
      setBetTypes(state.betTypes);
      updateBalance(state.balance);
      if (state.lastWin) setLastWin(state.lastWin);
      return state;
    } catch (error) {
      fail(error);
      return null;
    }
  }, [client, absorb, absorbPlacements, absorbDecision, updateBalance, fail]);

  useEffect(() => {
    void refresh().then((state) => {
      const win = state?.lastWin;
      const latest = [state?.round, state?.history[0]].map((r) => r?.tableRoundId);
      if (win && latest.includes(win.tableRoundId)) setResult(win);
    });
  }, [refresh]);

  // a round the player bet in has been paid: their result (and balance) from the server, once per round
  const asked = useRef(new Set<string>());
  const paidIds = useMemo(() => new Set(feed.history.map((r) => r.tableRoundId)), [feed.history]);
  const awaiting = [
    ...new Set(
      bets.placements
        .filter((p) => p.status === 'open' && paidIds.has(p.tableRoundId))
        .map((p) => p.tableRoundId),
    ),
  ].join(',');
  useEffect(() => {
    if (!awaiting) return;
    for (const id of awaiting.split(',')) {
      if (asked.current.has(id)) continue;
      asked.current.add(id);
      void refresh().then((state) => {
        markSettled(id);
        const win = state?.lastWin;
        if (win?.tableRoundId !== id) return;
        setResult(win);
        const stake = BigInt(win.stake);
        const payout = BigInt(win.payout);
        sound(payout >= stake * 10n ? 'bigWin' : payout > stake ? 'win' : payout > 0n ? 'stop' : 'lose');
      });
    }
  }, [awaiting, refresh, markSettled, sound]);

  // the reveal and the last seconds of betting are heard; when betting closes the placements are final, so the
  // state is read once: bets the player made in another tab (or another device) show here and are paid here too
  // (at a decision table, once when the cards are dealt: the player's hand; once more at the reveal: its results)
  const kind = phase.kind;
  const before = useRef(kind);
  useEffect(() => {
    if (before.current !== kind && (kind === 'revealing' || kind === 'deciding')) {
      sound('reveal');
      void refresh();
    }
    before.current = kind;
  }, [kind, sound, refresh]);
  const myMove = phase.kind === 'deciding' && (hand.mine?.legal.length ?? 0) > 0;
  const seconds =
    phase.kind === 'betting' || (phase.kind === 'deciding' && myMove) ? Math.ceil(phase.msLeft / 1000) : null;
  useEffect(() => {
    if (seconds !== null && seconds > 0 && seconds <= 5) sound('tick');
  }, [seconds, sound]);

  const outcome = round?.outcome ?? null;
  const elapsed = phase.kind === 'revealing' ? phase.elapsedMs : 0;
  const revealed = outcome !== null && (kind === 'settled' || elapsed >= board.revealMs);
  const hits = useMemo(() => (revealed ? winningSpots(spots, outcome) : null), [revealed, spots, outcome]);

  const place = useRef(bets.place);
  place.current = bets.place;
  const onPlace = useCallback((key: string) => place.current(key), []);
  useSpaceKey(bets.confirm, bets.canEdit);

  // the result stays until the next round is paid, or until the player bets in the next round
  const bettingAgain = spotsIn(bets.pending) > 0 || bets.placedStake > 0n;
  const shownResult =
    result &&
    (result.tableRoundId === roundId ||
      (result.tableRoundId === feed.history[0]?.tableRoundId && !bettingAgain))
      ? result
      : null;
  // at a decision table the moves stake more than the placements (a double, a play, a call): counted in (the
  // server's result counts them too)
  const extra = hand.mine ? BigInt(hand.mine.extraStake) : 0n;
  const line = lineOf({
    note: hand.problem ? { refusal: hand.problem } : bets.note,
    result: shownResult,
    open,
    placed: bets.placedStake + extra,
    x,
    format,
  });
  // a decision table's bar takes the chips' place while players decide, and for a player with a hand until the
  // next round opens
  const revealedHand = kind === 'settled' || (kind === 'revealing' && elapsed >= board.revealMs);
  const showDecision =
    kind === 'deciding' || (hand.mine !== null && (kind === 'revealing' || kind === 'settled'));

  return (
    <GameShell
      className="table-game"
      rules={
        <TableRules
          family={family}
          sections={sections}
          betTypes={betTypes}
          decideMs={feed.timing?.decideMs ?? 0}
          x={x}
          lang={lang}
        />
      }
      fairPanel={(close) => (
        <TableFairPanel round={round} history={feed.history} lastWin={lastWin} x={x} onClose={close} />
      )}
    >
      <div className="stage tb-screen" data-family={family} data-testid="table-screen">
        <TableHeader
          name={session.game.name}
          variant={session.game.theme}
          round={round}
          phase={phase}
          bettingMs={feed.timing?.bettingMs ?? null}
          decideMs={feed.timing?.decideMs ?? null}
          connected={connected}
          online={feed.online}
          x={x}
        />
        <div className="tb-show">
          <MemoOutcome
            key={roundId ?? 'none'}
            family={family}
            outcome={outcome}
            phase={kind}
            still={kind === 'settled' || elapsed > board.revealMs + 1_000}
            x={x}
          />
          <Road family={family} history={feed.history} board={board} context={context} />
          <p
            className={`tb-line ${line.tone}`}
            aria-live="polite"
            data-testid="table-result"
            data-payout={shownResult?.payout}
            data-stake={shownResult?.stake}
          >
            {line.text}
          </p>
        </div>
        <BetBoard
          sections={sections}
          pending={bets.pending}
          placed={bets.placed}
          hits={hits}
          disabled={!bets.canEdit}
          chips={bets.chips}
          onPlace={onPlace}
          x={x}
          lang={lang}
        />
      </div>
      {showDecision && isDecisionFamily(family) ? (
        <DecisionBar
          family={family}
          phase={phase}
          decision={hand.mine}
          ante={bets.placed.ante ?? 0n}
          open={canDecide(phase)}
          busy={hand.busy}
          revealed={revealedHand}
          onMove={hand.decide}
          x={x}
          lang={lang}
        />
      ) : (
        <TableControls
          chips={bets.chips}
          chip={bets.chip}
          onChip={bets.setChip}
          pendingStake={bets.pendingStake}
          placedStake={bets.placedStake}
          undoStake={bets.undoable ? BigInt(bets.undoable.stake) : null}
          canEdit={bets.canEdit}
          canRebet={bets.canRebet}
          busy={bets.busy}
          onClear={bets.clear}
          onUndo={bets.undo}
          onRebet={bets.rebet}
          onDouble={bets.double}
          onConfirm={bets.confirm}
          x={x}
          lang={lang}
        />
      )}
    </GameShell>
  );
}

/** The keys of the spots the outcome pays. */
function winningSpots(
  spots: ReadonlyMap<string, { wins: (outcome: never) => boolean }>,
  outcome: unknown,
): Set<string> {
  const hits = new Set<string>();
  for (const [key, spot] of spots) {
    try {
      if (spot.wins(outcome as never)) hits.add(key);
    } catch {
      // an outcome this board cannot read lights nothing
    }
  }
  return hits;
}
