import type { StudioRound } from '@app/contracts';
import { type ReactNode, useMemo, useState } from 'react';
import { type Translate, translator } from '../../i18n/texts';
import type { PlayLanguage } from '../../launch-params';
import { GameShell } from '../../shell/GameShell';
import { useGame } from '../../shell/game-context';
import { useSpaceKey } from '../../shell/use-space-key';
import { ChipTray } from './ChipTray';
import { INSTANT_TEXTS, type InstantKey } from './instant-texts';
import { ResultLine } from './ResultLine';
import { type TableBets, toBets } from './table-bets';
import { pause, useInstantRound } from './use-instant-round';
import { useTable } from './use-table';
import './instant.css';

export type TableView<O> = {
  t: Translate<InstantKey>;
  lang: PlayLanguage;
  table: TableBets;
  place: (box: string) => void;
  busy: boolean;
  /** The last settled outcome (null before the first round, and while a round is being played). */
  outcome: O | null;
  rolling: boolean;
};

type Props<O> = {
  className: string;
  rules: ReactNode;
  hint: string;
  playLabel: string;
  /** How long the dice roll / the bowl shakes before the server's result shows. */
  rollMs: number;
  /** Turns a box's selection text into the engine's (a number for dice, the face name for bầu cua). */
  selection?: (type: string, value: string) => string | number;
  /** The table game's result area (dice, coins) and its board of boxes. */
  result: (view: TableView<O>) => ReactNode;
  board: (view: TableView<O>) => ReactNode;
};

/**
 * The screen of the betting-table games (dice-mini, bầu cua, xóc đĩa): chips placed on boxes, one play for the
 * whole table, the result drawn by the server played out, then the boxes that won lit with what they paid.
 */
export function TableScreen<O>({
  className,
  rules,
  hint,
  playLabel,
  rollMs,
  selection,
  result,
  board,
}: Props<O>) {
  const { lang } = useGame();
  const t = useMemo(() => translator(INSTANT_TEXTS, lang), [lang]);
  const table = useTable();
  const { busy, play } = useInstantRound<O>();
  const [outcome, setOutcome] = useState<O | null>(null);
  const [round, setRound] = useState<StudioRound | null>(null);
  const [rolling, setRolling] = useState(false);

  const go = async () => {
    if (busy || table.total === 0n) return;
    const bets = toBets(table.table, selection);
    setOutcome(null);
    setRound(null);
    setRolling(true);
    const started = performance.now();
    const played = await play({ bets }, async (drawn) => {
      await pause(rollMs - (performance.now() - started));
      setRolling(false);
      setOutcome(drawn);
      await pause(250);
    });
    setRolling(false);
    if (played) {
      setRound(played);
      table.played();
    }
  };
  useSpaceKey(() => void go());

  // the table on screen: the chips being placed, or after a round the bets it played
  const view: TableView<O> = {
    t,
    lang,
    table: table.table,
    place: (box) => {
      if (round) setRound(null);
      if (outcome) setOutcome(null);
      table.place(box);
    },
    busy,
    outcome,
    rolling,
  };

  return (
    <GameShell className={`instant table-game ${className}`} rules={rules}>
      <div className="stage table-stage" data-testid="instant-stage" data-state={busy ? 'playing' : 'idle'}>
        <div className="table-head">
          {result(view)}
          <ResultLine round={round} hint={hint} t={t} lang={lang} />
        </div>
        <div className="table-board">{board(view)}</div>
      </div>
      <ChipTray
        chips={table.chips}
        chip={table.chip}
        onChip={table.setChip}
        total={table.total}
        disabled={busy}
        t={t}
        lang={lang}
        canRebet={table.canRebet}
        onClear={table.clear}
        onUndo={table.undo}
        onRebet={table.rebet}
        onDouble={table.double}
        onPlay={() => void go()}
        playLabel={playLabel}
      />
    </GameShell>
  );
}
