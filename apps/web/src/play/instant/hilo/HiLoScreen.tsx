import type { StudioRound } from '@app/contracts';
import type { HiLoGuess, HiLoRound, Jsonified } from '@app/games';
import { useMemo, useState } from 'react';
import { translator } from '../../i18n/texts';
import { money, multiplier } from '../../money/money';
import { useGame } from '../../shell/game-context';
import { OneBetScreen, useInstantTexts } from '../shared/OneBetScreen';
import { pause, useInstantRound } from '../shared/use-instant-round';
import { useStake } from '../shared/use-stake';
import { HiLoRules } from './HiLoRules';
import { HILO_TEXTS } from './hilo-texts';
import { PlayingCard } from './PlayingCard';
import './hilo.css';

/** The round as the studio shows it: the engine's round (no config) with each guess's next multiplier. */
type Outcome = Omit<Jsonified<HiLoRound>, 'config'> & { next?: Record<HiLoGuess, number | null> };

/** Hi-lo: a card face up; guess higher-or-same or lower-or-same, skip, or cash out. Every card is the server's. */
export default function HiLoScreen() {
  const { lang, session, sound } = useGame();
  const t = useInstantTexts();
  const h = useMemo(() => translator(HILO_TEXTS, lang), [lang]);
  const stake = useStake();
  const { busy, play, act } = useInstantRound<Outcome>();
  const resumed = session.openRound?.status === 'open' ? session.openRound : null;
  const [round, setRound] = useState<StudioRound | null>(resumed);
  const [flip, setFlip] = useState(0);
  const view = round ? (round.outcome as Outcome) : null;
  const open = round?.status === 'open';

  const deal = async () => {
    if (busy || stake.stake === null || open) return;
    const played = await play({ stake: String(stake.stake) }, () => setFlip((n) => n + 1));
    if (played) setRound(played);
  };

  const move = async (action: Record<string, unknown>) => {
    if (busy || !round || !open) return;
    const played = await act(round.roundId, action, async (next) => {
      if (action.type !== 'cashout') {
        setFlip((n) => n + 1);
        sound('reveal');
        await pause(250);
      }
      void next;
    });
    if (played) setRound(played);
  };

  const current = view?.multiplierX100 ?? 0;
  const cashValue = round && current > 0 ? (BigInt(round.stake) * BigInt(current)) / 100n : 0n;
  const history = view?.steps.slice(-6) ?? [];

  const stage = (
    <div className="hilo-table">
      <ol className="hilo-history" aria-label="history">
        {history.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a short strip of past moves
          <li key={i} className={step.won === null ? 'skip' : step.won ? 'won' : 'lost'}>
            <PlayingCard card={step.from} />
          </li>
        ))}
      </ol>
      <div className="hilo-card" data-testid="hilo-card" data-rank={view?.card.rank}>
        <PlayingCard key={flip} card={view?.card ?? null} className="flip" />
      </div>
      <p className="hilo-multiplier" data-testid="hilo-multiplier">
        {view && current > 0 ? h('current', { m: multiplier(current, lang) }) : '\u00a0'}
      </p>
    </div>
  );

  const guess = (which: HiLoGuess, label: string) => {
    const next = view?.next?.[which] ?? null;
    return (
      <button
        type="button"
        className="button guess"
        disabled={busy || next === null}
        onClick={() => void move({ type: 'guess', guess: which })}
        data-testid={`hilo-${which}`}
      >
        <span>{label}</span>
        <small>{next === null ? '—' : multiplier(next, lang)}</small>
      </button>
    );
  };

  return (
    <OneBetScreen
      className="hilo"
      rules={<HiLoRules />}
      stage={stage}
      round={round?.status === 'settled' ? round : null}
      hint={open ? h('playingHint') : h('hint')}
      busy={busy}
      stake={stake}
      locked={open}
      options={
        open ? (
          <div className="action-row">
            {guess('higher_or_same', h('higher'))}
            {guess('lower_or_same', h('lower'))}
          </div>
        ) : undefined
      }
      actions={
        open ? (
          <>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void move({ type: 'skip' })}
              data-testid="hilo-skip"
            >
              {h('skip')}
            </button>
            <button
              type="button"
              className="button primary"
              disabled={busy || (view?.wins ?? 0) === 0}
              onClick={() => void move({ type: 'cashout' })}
              data-testid="hilo-cashout"
            >
              {t('cashOut', { amount: money(cashValue, lang) })}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button primary"
            disabled={busy || stake.stake === null}
            onClick={() => void deal()}
            data-testid="instant-play"
          >
            {h('deal')}
          </button>
        )
      }
    />
  );
}
