import type { PvpPlayerTable } from '@app/contracts';
import { useMemo, useState } from 'react';
import { translator } from '../i18n/texts';
import { useGame } from '../shell/game-context';
import { type PvpLeft, PvpLobbyView } from './PvpLobbyView';
import { PvpTableView } from './PvpTableView';
import { PVP_TEXTS } from './pvp-texts';
import './pvp.css';

type Place =
  | { at: 'lobby'; autoOpen: boolean; left: PvpLeft | null }
  | { at: 'table'; tableId: string; initial: PvpPlayerTable | null };

/**
 * PVP card rooms (family 'pvp', `model` the card game): the lobby of stake rooms, then a table of the room, live.
 * A player already seated goes straight back to that table; leaving a table comes back to the lobby.
 */
export default function PvpScreen() {
  const { lang } = useGame();
  const x = useMemo(() => translator(PVP_TEXTS, lang), [lang]);
  const [place, setPlace] = useState<Place>({ at: 'lobby', autoOpen: true, left: null });
  if (place.at === 'table') {
    return (
      <PvpTableView
        key={place.tableId}
        tableId={place.tableId}
        initial={place.initial}
        x={x}
        onLobby={(left) => setPlace({ at: 'lobby', autoOpen: false, left })}
      />
    );
  }
  return (
    <PvpLobbyView
      autoOpen={place.autoOpen}
      left={place.left}
      onOpen={(tableId, initial) => setPlace({ at: 'table', tableId, initial })}
      x={x}
    />
  );
}
