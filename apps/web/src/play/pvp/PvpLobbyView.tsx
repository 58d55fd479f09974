import type { PvpLobby, PvpPlayerTable, PvpRoom, PvpRoomView } from '@app/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { newRequestId } from '../api/request-id';
import type { Translate } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import { money } from '../money/money';
import { GameShell } from '../shell/GameShell';
import { useGame } from '../shell/game-context';
import { PvpRules } from './PvpRules';
import { formatRake, holdOf, pvpGameOf } from './pvp-state';
import type { PvpKey } from './pvp-texts';

/** How the player came back to the lobby: after leaving a table mid-hand, the seat plays on until the hand ends. */
export type PvpLeft = { auto: boolean };

type Props = {
  /** Opens the table the player already sits at (the first lobby of the visit only). */
  autoOpen: boolean;
  left: PvpLeft | null;
  onOpen: (tableId: string, table: PvpPlayerTable | null) => void;
  x: Translate<PvpKey>;
};

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; lobby: PvpLobby };

/**
 * The lobby: the session game's stake rooms (stake per unit, hold per hand, rake, players and tables, house bots),
 * each with Join. A player already seated somewhere goes straight to that table on the first visit; later (after
 * leaving mid-hand) the lobby offers the way back instead.
 */
export function PvpLobbyView({ autoOpen, left, onOpen, x }: Props) {
  const { session, lang, client, fail, updateBalance, balance } = useGame();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [joining, setJoining] = useState<PvpRoom | null>(null);
  const open = useRef(onOpen);
  open.current = onOpen;
  const mayOpen = useRef(autoOpen);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const lobby = await client.pvpLobby();
      updateBalance(lobby.balance);
      if (lobby.seated && mayOpen.current) {
        mayOpen.current = false;
        open.current(lobby.seated.tableId, null);
        return;
      }
      mayOpen.current = false;
      setState({ status: 'ready', lobby });
    } catch (error) {
      fail(error);
      setState({ status: 'failed' });
    }
  }, [client, updateBalance, fail]);

  const first = useRef(true);
  useEffect(() => {
    if (!first.current) return;
    first.current = false;
    void load();
  }, [load]);

  const join = async (room: PvpRoom) => {
    if (joining) return;
    setJoining(room);
    try {
      const table = await client.pvpJoin({ requestId: newRequestId(), room });
      updateBalance(table.balance);
      open.current(table.tableId, table);
    } catch (error) {
      fail(error);
      setJoining(null);
    }
  };

  const lobby = state.status === 'ready' ? state.lobby : null;
  const game = lobby?.game ?? pvpGameOf(session.game.model);
  return (
    <GameShell
      className="pvp-game"
      rules={game ? <PvpRules game={game} rooms={lobby?.rooms} x={x} lang={lang} /> : null}
    >
      <div className="stage pv-screen pv-lobby" data-testid="pvp-lobby" data-game={game ?? ''}>
        <header className="pv-lobby-head">
          <h2>{game ? x(`game.${game}`) : session.game.name}</h2>
          <p>{x('lobby')}</p>
        </header>
        {lobby?.seated && (
          <div className="pv-seated" role="status" data-testid="pvp-seated">
            <p>{x(left?.auto ? 'stillSeated' : 'seatedAt', { room: x(`room.${lobby.seated.room}`) })}</p>
            <button
              type="button"
              className="button small"
              onClick={() => lobby.seated && onOpen(lobby.seated.tableId, null)}
            >
              {x('backToTable')}
            </button>
          </div>
        )}
        {state.status === 'loading' && (
          <ul
            className="pv-rooms"
            aria-busy="true"
            aria-label={x('loadingRooms')}
            data-testid="pvp-rooms-loading"
          >
            {[0, 1, 2].map((n) => (
              <li key={n} className="pv-room skeleton" aria-hidden="true">
                <span className="pv-bone title" />
                <span className="pv-bone" />
                <span className="pv-bone" />
                <span className="pv-bone short" />
                <span className="pv-bone button" />
              </li>
            ))}
          </ul>
        )}
        {state.status === 'failed' && (
          <div className="pv-empty" role="alert" data-testid="pvp-lobby-error">
            <p>{x('lobbyError')}</p>
            <button type="button" className="button primary" onClick={() => void load()}>
              {x('retry')}
            </button>
          </div>
        )}
        {lobby && lobby.rooms.length === 0 && (
          <div className="pv-empty" data-testid="pvp-no-rooms">
            <p>{x('noRooms')}</p>
            <button type="button" className="button" onClick={() => void load()}>
              {x('retry')}
            </button>
          </div>
        )}
        {lobby && lobby.rooms.length > 0 && (
          <ul className="pv-rooms" data-testid="pvp-rooms">
            {lobby.rooms.map((room) => (
              <RoomCard
                key={room.room}
                room={room}
                balance={balance}
                joining={joining}
                onJoin={join}
                x={x}
                lang={lang}
              />
            ))}
          </ul>
        )}
      </div>
    </GameShell>
  );
}

function RoomCard({
  room,
  balance,
  joining,
  onJoin,
  x,
  lang,
}: {
  room: PvpRoomView;
  balance: string;
  joining: PvpRoom | null;
  onJoin: (room: PvpRoom) => void;
  x: Translate<PvpKey>;
  lang: PlayLanguage;
}) {
  const hold = holdOf(room.stake, room.holdUnits);
  const name = x(`room.${room.room}`);
  const low = BigInt(balance) < hold;
  const busy = joining === room.room;
  return (
    <li className="pv-room" data-room={room.room} data-testid={`pvp-room-${room.room}`}>
      <div className="pv-room-head">
        <h3>{name}</h3>
        {room.bots && (
          <span className="pv-tag bot" title={x('botsTitle')}>
            {x('bots')}
          </span>
        )}
      </div>
      <dl className="pv-facts">
        <div>
          <dt>{x('stakePerUnit')}</dt>
          <dd className="pv-stake">{x('perUnit', { amount: money(room.stake, lang) })}</dd>
        </div>
        <div>
          <dt>{x('holdPerHand')}</dt>
          <dd>{x('holdUnits', { amount: money(hold, lang), n: room.holdUnits })}</dd>
        </div>
        <div>
          <dt>{x('rake')}</dt>
          <dd>{formatRake(room.rakePercent, lang)}</dd>
        </div>
        <div>
          <dt>{x('players')}</dt>
          <dd>{room.players}</dd>
        </div>
        <div>
          <dt>{x('tables')}</dt>
          <dd>{x('tablesSeats', { tables: room.tables, n: room.seatsPerTable })}</dd>
        </div>
      </dl>
      {low && <p className="pv-low">{x('lowBalance')}</p>}
      <button
        type="button"
        className="button primary wide"
        aria-label={x('joinRoom', { room: name })}
        aria-busy={busy}
        disabled={joining !== null}
        onClick={() => onJoin(room.room)}
        data-testid={`pvp-join-${room.room}`}
      >
        {busy ? x('joining') : x('join')}
      </button>
    </li>
  );
}
