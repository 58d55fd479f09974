import type { PvpGame, PvpRoomView, PvpTable } from '@app/contracts';
import { PVP_RAKE_BPS, PVP_SETTLEMENT, pvpReturnTable } from '@app/games';
import type { Translate } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import { money, percent } from '../money/money';
import { formatRake, holdOf } from './pvp-state';
import type { PvpKey } from './pvp-texts';

type Props = {
  game: PvpGame;
  /** At a table: its stake, hold, rake and turn timer. */
  table?: Pick<PvpTable, 'stake' | 'holdUnits' | 'rakePercent' | 'turnMs' | 'seats'> | null;
  /** In the lobby: every room's stake, hold and rake. */
  rooms?: readonly PvpRoomView[];
  x: Translate<PvpKey>;
  lang: PlayLanguage;
};

/**
 * The game's settlement rule, the hold, the rake and the players' return it leaves, the turn timer, auto play and
 * bots: at a table with its numbers.
 */
export function PvpRules({ game, table, rooms, x, lang }: Props) {
  const rakePercent = table?.rakePercent ?? rooms?.[0]?.rakePercent ?? PVP_RAKE_BPS / 100;
  const seats = table?.seats.length ?? rooms?.[0]?.seatsPerTable ?? 2;
  return (
    <>
      <p data-testid="pvp-rules-game">{x(`rules.${game}`)}</p>
      {table ? (
        <>
          <p>
            {x('rulesHold', {
              hold: money(holdOf(table.stake, table.holdUnits), lang),
              units: table.holdUnits,
              stake: money(table.stake, lang),
            })}
          </p>
          <p>{x('rulesRake', { rake: formatRake(table.rakePercent, lang) })}</p>
        </>
      ) : (
        <>
          <p>{x('rulesHoldRooms')}</p>
          <p>{x('rulesRakeRooms')}</p>
        </>
      )}
      <PvpReturns game={game} rakePercent={rakePercent} seats={seats} x={x} lang={lang} />
      <p>{table ? x('rulesTimer', { s: Math.round(table.turnMs / 1000) }) : x('rulesTimerRooms')}</p>
      <p>{x('rulesAuto')}</p>
      <p>{x('rulesBots')}</p>
      {!table && rooms && rooms.length > 0 && (
        <>
          <h3>{x('rooms')}</h3>
          <table className="pv-rule-rooms">
            <thead>
              <tr>
                <th scope="col">{x('room')}</th>
                <th scope="col">{x('stakePerUnit')}</th>
                <th scope="col">{x('holdPerHand')}</th>
                <th scope="col">{x('rake')}</th>
              </tr>
            </thead>
            <tbody>
              {rooms.map((room) => (
                <tr key={room.room}>
                  <td>{x(`room.${room.room}`)}</td>
                  <td>{money(room.stake, lang)}</td>
                  <td>{money(holdOf(room.stake, room.holdUnits), lang)}</td>
                  <td>{formatRake(room.rakePercent, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}

/**
 * What the players get back of what is at stake in a hand, the rake being all that leaves the table
 * (packages/games pvp-returns.ts): ba cây's pot by the number of players, the games of payments one figure.
 */
function PvpReturns({
  game,
  rakePercent,
  seats,
  x,
  lang,
}: {
  game: PvpGame;
  rakePercent: number;
  seats: number;
  x: Translate<PvpKey>;
  lang: PlayLanguage;
}) {
  const kind = PVP_SETTLEMENT[game];
  const returns = pvpReturnTable(kind, Math.max(2, seats), Math.round(rakePercent * 100));
  const rake = formatRake(rakePercent, lang);
  if (kind === 'payments')
    return (
      <p data-testid="pvp-rules-return">
        {x('rulesReturn.payments', { rtp: percent((returns[0]?.rtp ?? 0) * 100, lang), rake })}
      </p>
    );
  return (
    <>
      <p data-testid="pvp-rules-return">{x('rulesReturn.pot', { rake })}</p>
      <table className="pv-rule-rooms" data-testid="pvp-rules-returns">
        <thead>
          <tr>
            <th scope="col">{x('playersInHand')}</th>
            <th scope="col">{x('playersReturn')}</th>
          </tr>
        </thead>
        <tbody>
          {returns.map((row, index) => (
            <tr key={row.bet}>
              <td>{index + 2}</td>
              <td>{percent(row.rtp * 100, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
