import type { StudioRound } from '@app/contracts';
import type { Jsonified, MinesPlayerView } from '@app/games';
import { useMemo, useState } from 'react';
import { translator } from '../../i18n/texts';
import { money, multiplier } from '../../money/money';
import { useGame } from '../../shell/game-context';
import { OneBetScreen, useInstantTexts } from '../shared/OneBetScreen';
import { OptionRow } from '../shared/StakeRow';
import { useInstantRound } from '../shared/use-instant-round';
import { useStake } from '../shared/use-stake';
import { MinesRules } from './MinesRules';
import { MINES_TEXTS } from './mines-texts';
import './mines.css';

/** The round as the studio shows it: the player's view (mines hidden while playing) and the multiplier ladder. */
type Outcome = Jsonified<MinesPlayerView> & { ladder?: number[] };

const MINE_COUNTS = [1, 2, 3, 5, 10, 15, 20, 24] as const;
const TILES = Array.from({ length: 25 }, (_, i) => i);

/** Mines: a 5 × 5 board; start a round, reveal tiles (each a move the server answers), cash out. */
export default function MinesScreen() {
  const { lang, session, sound } = useGame();
  const t = useInstantTexts();
  const m = useMemo(() => translator(MINES_TEXTS, lang), [lang]);
  const stake = useStake();
  const { busy, play, act } = useInstantRound<Outcome>();
  const resumed = session.openRound?.status === 'open' ? session.openRound : null;
  const [round, setRound] = useState<StudioRound | null>(resumed);
  const [mines, setMines] = useState<number>((resumed?.outcome as Outcome | undefined)?.mineCount ?? 3);
  const [pending, setPending] = useState<number | null>(null);
  const view = round ? (round.outcome as Outcome) : null;
  const open = round?.status === 'open';

  const start = async () => {
    if (busy || stake.stake === null || open) return;
    const played = await play({ stake: String(stake.stake), mines }, () => undefined);
    if (played) setRound(played);
  };

  const reveal = async (tile: number) => {
    if (busy || !round || !open || view?.revealed.includes(tile)) return;
    setPending(tile);
    const played = await act(round.roundId, { type: 'reveal', tile }, (next) => {
      sound(next.status === 'lost' ? 'lose' : 'reveal');
    });
    setPending(null);
    if (played) setRound(played);
  };

  const cashOut = async () => {
    if (busy || !round || !open) return;
    const played = await act(round.roundId, { type: 'cashout' }, () => undefined);
    if (played) setRound(played);
  };

  const revealedCount = view?.revealed.length ?? 0;
  const current = view?.multiplierX100 ?? 0;
  const next = view?.ladder?.[revealedCount + 1] ?? null;
  const cashValue = round && current > 0 ? (BigInt(round.stake) * BigInt(current)) / 100n : 0n;

  const stage = (
    <div className="mines-box">
      <p className="mines-info" data-testid="mines-info">
        {open ? (
          <>
            <span>{m('current', { m: multiplier(current, lang) })}</span>
            {next !== null && <span className="next">{m('next', { m: multiplier(next, lang) })}</span>}
          </>
        ) : view?.status === 'lost' ? (
          <span className="boom">{m('boom')}</span>
        ) : (
          '\u00a0'
        )}
      </p>
      <div className="mines-grid" data-testid="mines-grid" data-status={view?.status ?? 'idle'}>
        {TILES.map((tile) => {
          const safe = view?.revealed.includes(tile) ?? false;
          const mine = view?.mines?.includes(tile) ?? false;
          const hit = view?.hitMine === tile;
          const state = hit ? 'hit' : safe ? 'safe' : mine ? 'mine' : 'hidden';
          return (
            <button
              type="button"
              key={tile}
              className={`tile ${state}${pending === tile ? ' pending' : ''}`}
              disabled={!open || busy || safe}
              onClick={() => void reveal(tile)}
              aria-label={`${m('tile', { n: tile + 1 })}${safe ? ` · ${m('safe')}` : mine ? ` · ${m('mine')}` : ''}`}
              data-testid={`tile-${tile}`}
              data-state={state}
            >
              {(safe || mine) && <TileArt mine={mine} />}
            </button>
          );
        })}
      </div>
    </div>
  );

  const options = (
    <OptionRow
      label={m('mines')}
      options={MINE_COUNTS}
      value={mines}
      onPick={setMines}
      disabled={busy || open}
      name={String}
      testId="mines"
    />
  );

  return (
    <OneBetScreen
      className="mines"
      rules={<MinesRules counts={MINE_COUNTS} />}
      stage={stage}
      round={round?.status === 'settled' ? round : null}
      hint={open ? m('playingHint') : m('hint')}
      busy={busy}
      stake={stake}
      locked={open}
      options={options}
      actions={
        open ? (
          <button
            type="button"
            className="button primary"
            disabled={busy || revealedCount === 0}
            onClick={() => void cashOut()}
            data-testid="mines-cashout"
          >
            {t('cashOut', { amount: money(cashValue, lang) })}
          </button>
        ) : (
          <button
            type="button"
            className="button primary"
            disabled={busy || stake.stake === null}
            onClick={() => void start()}
            data-testid="instant-play"
          >
            {m('start')}
          </button>
        )
      }
    />
  );
}

function TileArt({ mine }: { mine: boolean }) {
  return mine ? (
    <svg viewBox="0 0 100 100" aria-hidden="true">
      <path
        d="M50 14v14M50 72v14M14 50h14M72 50h14M24 24l10 10M66 66l10 10M76 24 66 34M34 66 24 76"
        stroke="#1f1f1f"
        strokeWidth="7"
        strokeLinecap="round"
      />
      <circle cx="50" cy="50" r="24" fill="#1f1f1f" />
      <circle cx="42" cy="42" r="7" fill="#fff" opacity="0.7" />
    </svg>
  ) : (
    <svg viewBox="0 0 100 100" aria-hidden="true">
      <path
        d="M30 18h40l18 22-38 46-38-46z"
        fill="#5eead4"
        stroke="#0f766e"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M12 40h76M30 18l10 22 10-22 10 22 10-22M40 40l10 46 10-46"
        fill="none"
        stroke="#0f766e"
        strokeWidth="3"
      />
    </svg>
  );
}
