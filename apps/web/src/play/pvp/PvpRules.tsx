import type { PvpGame, PvpRoomView, PvpTable } from '@app/contracts';
import type { Translate } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import { money } from '../money/money';
import { formatRake, holdOf } from './pvp-state';
import type { PvpKey } from './pvp-texts';

type Props = {
  game: PvpGame;
  /** At a table: its stake, hold, rake and turn timer. */
  table?: Pick<PvpTable, 'stake' | 'holdUnits' | 'rakePercent' | 'turnMs'> | null;
  /** In the lobby: every room's stake, hold and rake. */
  rooms?: readonly PvpRoomView[];
  x: Translate<PvpKey>;
  lang: PlayLanguage;
};

/** The game's settlement rule, the hold, the rake, the turn timer, auto play and bots: at a table with its numbers. */
export function PvpRules({ game, table, rooms, x, lang }: Props) {
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
          <p>{x('rulesTimer', { s: Math.round(table.turnMs / 1000) })}</p>
        </>
      ) : (
        <>
          <p>{x('rulesHoldRooms')}</p>
          <p>{x('rulesRakeRooms')}</p>
          <p>{x('rulesTimerRooms')}</p>
        </>
      )}
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
