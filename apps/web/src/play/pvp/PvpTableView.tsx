import type { PvpHand, PvpPlayerTable } from '@app/contracts';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Translate } from '../i18n/texts';
import { money } from '../money/money';
import { GameShell } from '../shell/GameShell';
import { useGame } from '../shell/game-context';
import { useStoredFlag } from '../shell/use-stored-flag';
import { useServerNow } from '../tables/use-server-now';
import { PvpCards } from './PvpCard';
import { PvpFairPanel } from './PvpFairPanel';
import type { PvpLeft } from './PvpLobbyView';
import { PvpFan, PvpThree } from './PvpMyCards';
import { PvpResult } from './PvpResult';
import { PvpRules } from './PvpRules';
import { PvpSeatView } from './PvpSeatView';
import { cardsName, keepHeld, shortCards, sortTienLen, toggleCard } from './pvp-cards';
import {
  autoReadyKey,
  bankerSeat,
  controlsFor,
  finishedPlace,
  hasPassed,
  holdOf,
  msUntil,
  type PvpControls,
  pvpGameOf,
  resultRows,
  seatOf,
  seatPositions,
  statusOf,
} from './pvp-state';
import type { PvpKey } from './pvp-texts';
import { usePvpTable } from './use-pvp-table';

type Props = {
  tableId: string;
  /** The table join answered, or null to ask for it (a seat found by the lobby). */
  initial: PvpPlayerTable | null;
  x: Translate<PvpKey>;
  /** Back to the lobby; `left` when the player stood up. */
  onLobby: (left: PvpLeft | null) => void;
};

/** A table of a room: opening it (or why it did not open), then the table live. */
export function PvpTableView({ tableId, initial, x, onLobby }: Props) {
  const { session, lang } = useGame();
  const live = usePvpTable(tableId, initial);
  const table = live.view?.table ?? null;
  const game = table?.game ?? pvpGameOf(session.game.model);
  return (
    <GameShell
      className="pvp-game"
      rules={game ? <PvpRules game={game} table={table} x={x} lang={lang} /> : null}
      fairPanel={(close) => <PvpFairPanel hand={table?.hand ?? null} x={x} onClose={close} />}
    >
      {live.view ? (
        <TableBody live={live} table={live.view.table} offset={live.view.offset} x={x} onLobby={onLobby} />
      ) : (
        <div className="stage pv-screen" data-testid="pvp-table-loading">
          <div className="pv-felt pv-felt-idle">
            <div className="pv-oval" aria-hidden="true" />
            <div className="pv-center" role={live.loadFailed ? 'alert' : 'status'}>
              {live.loadFailed ? (
                <>
                  <p>{x('tableError')}</p>
                  <div className="pv-center-buttons">
                    <button type="button" className="button small primary" onClick={() => void live.reload()}>
                      {x('retry')}
                    </button>
                    <button type="button" className="button small" onClick={() => onLobby(null)}>
                      {x('backToLobby')}
                    </button>
                  </div>
                </>
              ) : (
                <>
                  <span className="status-spinner" aria-hidden="true" />
                  <p>{x('openingTable')}</p>
                </>
              )}
            </div>
          </div>
        </div>
      )}
    </GameShell>
  );
}

type Live = ReturnType<typeof usePvpTable>;

function TableBody({
  live,
  table,
  offset,
  x,
  onLobby,
}: {
  live: Live;
  table: PvpPlayerTable;
  offset: number;
  x: Translate<PvpKey>;
  onLobby: (left: PvpLeft | null) => void;
}) {
  const { lang, sound } = useGame();
  const now = useServerNow(offset);
  const format = useCallback((amount: bigint) => money(amount, lang), [lang]);
  const hand = table.hand;
  const handId = hand?.handId ?? null;
  const tienLen = table.game === 'tien-len';

  const [selected, setSelected] = useState<readonly string[]>([]);
  const [hiddenResult, setHiddenResult] = useState<string | null>(null);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [released, setReleased] = useState<bigint | null>(null);
  const [autoReady, setAutoReady] = useStoredFlag('pvp-auto-ready');
  // a new hand: nothing picked, no leftover notes
  const [seenHand, setSeenHand] = useState(handId);
  if (seenHand !== handId) {
    setSeenHand(handId);
    setSelected([]);
    setReleased(null);
    setConfirmLeave(false);
  }

  const myCards = useMemo(
    () => (tienLen ? sortTienLen(table.myCards) : table.myCards),
    [tienLen, table.myCards],
  );
  const picked = keepHeld(selected, myCards);
  const controls = controlsFor(table, picked.length, live.busy !== null);
  const me = seatOf(table, table.mySeat);
  const hold = holdOf(table.stake, table.holdUnits);
  const name = useCallback(
    (seat: number) =>
      seat === table.mySeat ? x('you') : (seatOf(table, seat)?.nickname ?? x('seatName', { n: seat + 1 })),
    [table, x],
  );

  const status = statusOf(table, controls, name);
  const left = msUntil(status.ends, now);
  const seconds = left === null ? null : Math.ceil(left / 1000);
  const turnLeft = hand?.phase === 'playing' ? msUntil(hand.turnEndsAt, now) : null;
  const turnShare = turnLeft === null || table.turnMs <= 0 ? null : Math.min(1, turnLeft / table.turnMs);
  const turnSeconds = turnLeft === null ? null : Math.ceil(turnLeft / 1000);
  const positions = useMemo(
    () =>
      seatPositions(
        table.seats.map((seat) => seat.seat),
        table.mySeat,
      ),
    [table.seats, table.mySeat],
  );
  const banker = bankerSeat(table.game, hand);
  const rows = resultRows(table);
  const showResult = rows.length > 0 && hand !== null && hiddenResult !== hand.handId;

  // what is heard: the deal, the player's turn, its last seconds, the player's result
  const dealtMe = controls.inHand;
  useEffect(() => {
    if (dealtMe && handId) sound('reveal');
  }, [dealtMe, handId, sound]);
  useEffect(() => {
    if (controls.myTurn) sound('feature');
  }, [controls.myTurn, sound]);
  const urgent = controls.myTurn || controls.show ? seconds : null;
  useEffect(() => {
    if (urgent !== null && urgent > 0 && urgent <= 5) sound('tick');
  }, [urgent, sound]);
  const myNet = rows.find((row) => row.seat === table.mySeat)?.net;
  const myNetText = myNet === undefined ? null : String(myNet);
  useEffect(() => {
    if (myNetText === null) return;
    const net = BigInt(myNetText);
    sound(net > 0n ? 'win' : net < 0n ? 'lose' : 'stop');
  }, [myNetText, sound]);

  // auto ready: once per hand, off again when the server refuses
  const autoDone = useRef<string | null>(null);
  const autoKey = autoReadyKey(table, controls, autoReady, autoDone.current);
  const { ready, unready, leave, move } = live;
  useEffect(() => {
    if (!autoKey || autoDone.current === autoKey) return;
    autoDone.current = autoKey;
    void ready().then((answer) => {
      if (!answer) setAutoReady(false);
    });
  }, [autoKey, ready, setAutoReady]);

  // the second tap that leaves mid-hand is asked for a few seconds only
  useEffect(() => {
    if (!confirmLeave) return;
    const timer = setTimeout(() => setConfirmLeave(false), 5_000);
    return () => clearTimeout(timer);
  }, [confirmLeave]);

  const onLeave = async () => {
    if (controls.inHand && !confirmLeave) {
      setConfirmLeave(true);
      return;
    }
    const answer = await leave();
    if (answer) onLobby({ auto: controls.inHand });
  };
  const onReady = async () => {
    setReleased(null);
    await ready();
  };
  const onUnready = async () => {
    setAutoReady(false); // "not ready" means not the next hand either
    if (await unready()) setReleased(hold);
  };
  const onPlay = async () => {
    if (await move({ kind: 'play', cards: sortTienLen(picked) })) setSelected([]);
  };
  const onPass = async () => {
    if (await move({ kind: 'pass' })) setSelected([]);
  };
  const onShow = () => void move({ kind: 'show' });
  const onToggle = (code: string) => {
    sound('click');
    setSelected((was) => toggleCard(keepHeld(was, myCards), code));
  };

  if (!controls.seated) {
    return (
      <div className="stage pv-screen" data-testid="pvp-not-seated">
        <div className="pv-empty" role="alert">
          <p>{x('notSeated')}</p>
          <button type="button" className="button primary" onClick={() => onLobby(null)}>
            {x('backToLobby')}
          </button>
        </div>
      </div>
    );
  }

  const statusText = x(status.key, { ...status.values, s: seconds ?? '' });
  const last = lastMove(hand, name, x);
  // the player's cards: dealt ones in a hand; once settled, those the server turned up if it sends none
  const ownCards = myCards.length > 0 || hand?.phase !== 'settled' ? myCards : (me?.shown ?? []);
  const showMine = ownCards.length > 0 && (controls.inHand || hand?.phase === 'settled');
  return (
    <>
      <div
        className="stage pv-screen"
        data-game={table.game}
        data-testid="pvp-table"
        data-table={table.tableId}
      >
        <header className="pv-head">
          <button
            type="button"
            className={`button small pv-leave${confirmLeave ? ' confirm' : ''}`}
            onClick={() => void onLeave()}
            disabled={!controls.leave}
            aria-busy={live.busy === 'leave'}
            data-testid="pvp-leave"
          >
            {confirmLeave ? x('leaveConfirm') : x('leave')}
          </button>
          <div className="pv-title">
            <span className="pv-table-name">
              {x('tableName', { room: x(`room.${table.room}`), id: table.tableId })}
            </span>
            <span className="pv-sub">
              {x(`game.${table.game}`)}
              {hand && ` · ${x('handNo', { n: hand.handNo })}`}
            </span>
          </div>
          {!live.connected && (
            <span className="pv-offline" role="status">
              {x('reconnecting')}
            </span>
          )}
        </header>
        <div className="pv-status" data-status={status.key} data-testid="pvp-status">
          <span className="pv-status-text">{statusText}</span>
          {seconds !== null && (
            <span
              className={`pv-count${seconds <= 5 ? ' hurry' : ''}`}
              aria-hidden="true"
              data-testid="pvp-countdown"
            >
              {seconds}
            </span>
          )}
          <span className="sr-only" aria-live="polite">
            {announce(status.key, statusText, seconds, x)}
          </span>
        </div>
        {confirmLeave && (
          <p className="pv-warn" role="alert">
            {x('leaveMidHand')}
          </p>
        )}
        <div className={`pv-board${showResult ? ' with-result' : ''}`}>
          <div className="pv-felt" data-seats={table.seats.length}>
            <div className="pv-oval" aria-hidden="true" />
            <ul className="pv-seats">
              {table.seats.map((seat) => {
                const dealt = hand?.seats.includes(seat.seat) === true;
                const toMove = hand?.phase === 'playing' && tienLen && hand.turn === seat.seat;
                return (
                  <PvpSeatView
                    key={seat.seat}
                    seat={seat}
                    game={table.game}
                    at={positions.get(seat.seat) ?? { x: 50, y: 50 }}
                    name={seat.seat === table.mySeat ? (seat.nickname ?? x('you')) : name(seat.seat)}
                    mine={seat.seat === table.mySeat}
                    dealt={dealt && (hand?.phase === 'playing' || !tienLen)}
                    banker={banker === seat.seat}
                    toMove={toMove}
                    passed={tienLen && hasPassed(table, seat.seat)}
                    place={tienLen ? finishedPlace(hand, seat.seat) : null}
                    share={toMove ? turnShare : null}
                    seconds={toMove ? turnSeconds : null}
                    x={x}
                  />
                );
              })}
            </ul>
            <div className="pv-center">
              <Center hand={hand} table={table} seconds={turnSeconds} name={name} x={x} format={format} />
              {rows.length > 0 && !showResult && (
                <button
                  type="button"
                  className="button small"
                  onClick={() => setHiddenResult(null)}
                  data-testid="pvp-show-result"
                >
                  {x('showResult')}
                </button>
              )}
              {last && (
                <p className="pv-last" data-testid="pvp-last-move">
                  <span aria-hidden="true">{last.short}</span>
                  <span className="sr-only">{last.long}</span>
                </p>
              )}
            </div>
          </div>
          {showResult && hand && (
            <PvpResult
              hand={hand}
              rows={rows}
              mySeat={table.mySeat}
              banker={banker}
              name={name}
              format={format}
              onHide={() => setHiddenResult(hand.handId)}
              x={x}
              lang={lang}
            />
          )}
        </div>
        {showMine &&
          (tienLen ? (
            <PvpFan cards={ownCards} selected={picked} enabled={controls.select} onToggle={onToggle} x={x} />
          ) : (
            <PvpThree cards={ownCards} x={x} />
          ))}
      </div>
      <Controls
        table={table}
        controls={controls}
        picked={picked}
        hold={hold}
        released={released}
        ready={me?.ready === true}
        busy={live.busy}
        autoReady={autoReady}
        onAutoReady={setAutoReady}
        onReady={() => void onReady()}
        onUnready={() => void onUnready()}
        onPlay={() => void onPlay()}
        onPass={() => void onPass()}
        onClear={() => setSelected([])}
        onShow={onShow}
        format={format}
        x={x}
      />
    </>
  );
}

/** The middle of the felt: the trick to beat (tiến lên), the reveal countdown (ba cây), or the room's stake. */
function Center({
  hand,
  table,
  seconds,
  name,
  x,
  format,
}: {
  hand: PvpHand | null;
  table: PvpPlayerTable;
  seconds: number | null;
  name: (seat: number) => string;
  x: Translate<PvpKey>;
  format: (amount: bigint) => string;
}) {
  if (hand?.phase === 'playing' && table.game === 'tien-len') {
    if (!hand.trick) return <p className="pv-lead">{x('freeLead')}</p>;
    return (
      <div className="pv-trick" data-testid="pvp-trick">
        <PvpCards
          className="fit"
          codes={hand.trick.cards}
          count={hand.trick.cards.length}
          x={x}
          label={`${x('trick')}: ${cardsName(hand.trick.cards, x)}`}
        />
        <p className="pv-trick-by">{x('trickBy', { name: name(hand.trick.by) })}</p>
      </div>
    );
  }
  if (hand?.phase === 'playing') {
    return (
      <p className="pv-reveal" aria-hidden="true">
        <span className="pv-big-count">{seconds ?? ''}</span>
      </p>
    );
  }
  return (
    <p className="pv-idle">
      <strong>{x(`game.${table.game}`)}</strong>
      <span>
        {x('stakePerUnit')}: {x('perUnit', { amount: format(BigInt(table.stake)) })}
      </span>
    </p>
  );
}

/** The last move on the table, short ("Lan đánh 3♠ 4♠ 5♠") and read out ("Lan đánh 3 bích, 4 bích, 5 bích"). */
function lastMove(
  hand: PvpHand | null,
  name: (seat: number) => string,
  x: Translate<PvpKey>,
): { short: string; long: string } | null {
  const last = hand?.lastMove;
  if (!last) return null;
  const who = name(last.seat);
  const text = (cards: string) =>
    last.kind === 'play'
      ? x('lastPlay', { name: who, cards })
      : last.kind === 'pass'
        ? x('lastPass', { name: who })
        : x('lastShow', { name: who });
  const auto = last.auto ? ` ${x('autoMark')}` : '';
  return { short: text(shortCards(last.cards)) + auto, long: text(cardsName(last.cards, x)) + auto };
}

/** What screen readers hear of the status: the status, then 10 and 5 seconds left, not every second. */
function announce(key: PvpKey, text: string, seconds: number | null, x: Translate<PvpKey>): string {
  if (seconds === null || (key !== 'yourTurn' && key !== 'showBy')) return text;
  if (seconds <= 5) return `${text}. ${x('secondsLeft', { s: 5 })}`;
  if (seconds <= 10) return `${text}. ${x('secondsLeft', { s: 10 })}`;
  return text;
}

function Controls({
  table,
  controls,
  picked,
  hold,
  released,
  ready,
  busy,
  autoReady,
  onAutoReady,
  onReady,
  onUnready,
  onPlay,
  onPass,
  onClear,
  onShow,
  format,
  x,
}: {
  table: PvpPlayerTable;
  controls: PvpControls;
  picked: readonly string[];
  hold: bigint;
  released: bigint | null;
  ready: boolean;
  busy: string | null;
  autoReady: boolean;
  onAutoReady: (on: boolean) => void;
  onReady: () => void;
  onUnready: () => void;
  onPlay: () => void;
  onPass: () => void;
  onClear: () => void;
  onShow: () => void;
  format: (amount: bigint) => string;
  x: Translate<PvpKey>;
}) {
  if (!controls.seated) return null;
  const tienLen = table.game === 'tien-len';
  let hint: string;
  let body: ReactNode;
  if (controls.inHand && tienLen) {
    hint = controls.auto ? x('autoPlaying') : controls.select ? x('selected', { n: picked.length }) : '';
    body = (
      <div className="pv-actions three">
        <button
          type="button"
          className="button"
          onClick={onClear}
          disabled={!controls.clear}
          data-testid="pvp-clear"
        >
          {x('clear')}
        </button>
        <button
          type="button"
          className="button"
          onClick={onPass}
          disabled={!controls.pass}
          aria-busy={busy === 'move'}
          data-testid="pvp-pass"
        >
          {x('pass')}
        </button>
        <button
          type="button"
          className="button primary"
          onClick={onPlay}
          disabled={!controls.play}
          aria-busy={busy === 'move'}
          aria-label={
            picked.length > 0 ? x('playCards', { cards: cardsName(sortTienLen(picked), x) }) : undefined
          }
          data-testid="pvp-play"
        >
          {x('play')}
        </button>
      </div>
    );
  } else if (controls.inHand) {
    hint = controls.auto ? x('autoPlaying') : '';
    body = (
      <div className="pv-actions one">
        <button
          type="button"
          className="button primary"
          onClick={onShow}
          disabled={!controls.show}
          aria-busy={busy === 'move'}
          data-testid="pvp-show"
        >
          {x('show')}
        </button>
      </div>
    );
  } else {
    hint = ready
      ? x('held', { amount: format(hold) })
      : released !== null
        ? x('released', { amount: format(released) })
        : '';
    body = (
      <div className="pv-actions two">
        {ready ? (
          <button
            type="button"
            className="button"
            onClick={onUnready}
            disabled={!controls.unready}
            aria-busy={busy === 'unready'}
            data-testid="pvp-unready"
          >
            {x('unready')}
          </button>
        ) : (
          <button
            type="button"
            className="button primary"
            onClick={onReady}
            disabled={!controls.ready}
            aria-busy={busy === 'ready'}
            data-testid="pvp-ready"
          >
            {x('readyHold', { amount: format(hold) })}
          </button>
        )}
        <button
          type="button"
          className="button pv-auto"
          aria-pressed={autoReady}
          title={x('autoReadyLabel')}
          onClick={() => onAutoReady(!autoReady)}
          data-testid="pvp-auto-ready"
        >
          <span className="pv-switch" aria-hidden="true" />
          {x('autoReady')}
        </button>
      </div>
    );
  }
  return (
    <div className="controls pv-controls" data-testid="pvp-controls">
      <p className="pv-hint" aria-live="polite" data-testid="pvp-hint">
        {hint}
      </p>
      {body}
    </div>
  );
}
