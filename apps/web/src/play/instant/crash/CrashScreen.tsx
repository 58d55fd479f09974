import type { CrashEvent, CrashMyBet, CrashPublicBet, CrashRound, CrashTiming } from '@app/contracts';
import { type CrashConfig, crashMsForMultiplier, crashMultiplierAtMs } from '@app/games';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { newRequestId } from '../../api/request-id';
import { type Translate, translator } from '../../i18n/texts';
import type { PlayLanguage } from '../../launch-params';
import { money, multiplier, shortMoney } from '../../money/money';
import { GameShell } from '../../shell/GameShell';
import { useGame } from '../../shell/game-context';
import { useSpaceKey } from '../../shell/use-space-key';
import { useInstantTexts } from '../shared/OneBetScreen';
import { OptionRow, StakeRow } from '../shared/StakeRow';
import { useStake } from '../shared/use-stake';
import { CrashFairPanel } from './CrashFairPanel';
import { CrashStage } from './CrashStage';
import { type CrashPhase, phaseAt } from './crash-feed';
import { CRASH_TEXTS, type CrashKey } from './crash-texts';
import { useCrashFeed } from './use-crash-feed';
import '../shared/instant.css';
import './crash.css';

/** Auto cash-out targets offered (hundredths); 0 = cash out by hand. */
const AUTO_TARGETS = [0, 150, 200, 300, 500, 1_000] as const;

function configOf(timing: CrashTiming | null): CrashConfig | null {
  return (
    timing && {
      houseEdgeBps: timing.houseEdgeBps,
      minCashoutX100: timing.minCashoutX100,
      maxMultiplierX100: timing.maxMultiplierX100,
      growthPerMs: timing.growthPerMs,
    }
  );
}

/** The server's clock, read every frame (this browser's clock plus the offset the socket measured). */
function useServerNow(offset: number): number {
  const latest = useRef(offset);
  latest.current = offset;
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    let frame = requestAnimationFrame(function tick() {
      setNow(Date.now() + latest.current);
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return now;
}

/**
 * Crash: one shared round for everyone on the server's clock. Bet while betting is open (or queue a bet for the
 * next round), cash out during the flight by hand or at an auto target; the live socket shows the round, the other
 * players' bets and cash-outs, and the last busts.
 */
export default function CrashScreen() {
  const { session, lang, client, sound, fail, updateBalance } = useGame();
  const c = useMemo(() => translator(CRASH_TEXTS, lang), [lang]);
  const t = useInstantTexts();
  const stake = useStake();
  const [auto, setAuto] = useState<number>(0);
  const [myBet, setMyBet] = useState<CrashMyBet | null>(null);
  const [queued, setQueued] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const refresh = useCallback(async () => {
    try {
      const state = await client.crashState();
      setMyBet((was) => state.myBet ?? was);
      updateBalance(state.balance);
    } catch (error) {
      fail(error);
    }
  }, [client, fail, updateBalance]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const act = useCallback(
    async (work: () => Promise<{ bet: CrashMyBet; balance: string }>) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      try {
        const answer = await work();
        setMyBet(answer.bet);
        updateBalance(answer.balance);
        sound(answer.bet.status === 'won' ? 'win' : 'click');
      } catch (error) {
        fail(error);
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [fail, sound, updateBalance],
  );

  const place = useCallback(() => {
    if (stake.stake === null) return;
    const body = { requestId: newRequestId(), stake: String(stake.stake), autoCashoutX100: auto || null };
    return act(() => client.crashBet(body));
  }, [act, auto, client, stake.stake]);

  const myBetRef = useRef(myBet);
  myBetRef.current = myBet;
  const queuedRef = useRef(queued);
  queuedRef.current = queued;
  const placeRef = useRef(place);
  placeRef.current = place;

  const onEvent = useCallback(
    (event: CrashEvent) => {
      const mine = myBetRef.current;
      if (event.type === 'cashout' && mine && event.bet.betId === mine.betId && mine.status === 'open') {
        setMyBet({ ...mine, status: 'won', cashoutX100: event.bet.cashoutX100, payout: event.bet.payout });
        sound('win');
        void refresh();
      }
      if (event.type === 'round') {
        const round = event.round;
        if (round.phase === 'busted' && mine?.crashRoundId === round.crashRoundId && mine.status === 'open') {
          const won =
            mine.autoCashoutX100 !== null &&
            round.bustX100 !== null &&
            mine.autoCashoutX100 <= round.bustX100;
          if (won) void refresh();
          else {
            setMyBet({ ...mine, status: 'lost', payout: '0' });
            sound('lose');
          }
        }
        if (round.phase === 'betting' && queuedRef.current) {
          setQueued(false);
          void placeRef.current();
        }
      }
    },
    [refresh, sound],
  );

  const { feed, connected } = useCrashFeed(session.game.code, onEvent);
  const now = useServerNow(feed.offset);
  const config = useMemo(() => configOf(feed.timing), [feed.timing]);
  const phase = phaseAt(feed.round, now);
  const round = feed.round;
  const mine = myBet && round && myBet.crashRoundId === round.crashRoundId ? myBet : null;
  const current = phase.kind === 'flying' && config ? crashMultiplierAtMs(config, phase.elapsedMs) : 100;

  const cashOut = useCallback(() => {
    if (mine?.status !== 'open') return;
    const body = { requestId: newRequestId(), crashRoundId: mine.crashRoundId };
    return act(() => client.crashCashout(body));
  }, [act, client, mine]);

  const stakeText = stake.stake === null ? '' : money(stake.stake, lang);
  let primary: { label: string; run: (() => void) | null; testId: string; kind: string };
  if (phase.kind === 'betting') {
    primary = mine
      ? {
          label: c('betPlaced', { amount: money(mine.stake, lang) }),
          run: null,
          testId: 'crash-bet',
          kind: 'placed',
        }
      : { label: c('bet', { amount: stakeText }), run: () => void place(), testId: 'crash-bet', kind: 'bet' };
  } else if (phase.kind === 'flying' && mine?.status === 'open') {
    const value = (BigInt(mine.stake) * BigInt(current)) / 100n;
    primary = {
      label: c('cashOut', { amount: money(value, lang) }),
      run: current >= (config?.minCashoutX100 ?? 101) ? () => void cashOut() : null,
      testId: 'crash-cashout',
      kind: 'cashout',
    };
  } else {
    primary = queued
      ? { label: c('cancelNext'), run: () => setQueued(false), testId: 'crash-queue', kind: 'queued' }
      : {
          label: c('betNext', { amount: stakeText }),
          run: () => setQueued(true),
          testId: 'crash-queue',
          kind: 'next',
        };
  }
  useSpaceKey(() => primary.run?.(), !busy);

  const bustElapsedMs =
    phase.kind === 'busted' && config ? crashMsForMultiplier(config, phase.bustX100) : null;
  const caption = captionOf(phase, c, lang, connected);
  const result = resultOf(myBet, feed.history, c, lang);

  return (
    <GameShell
      className="instant crash"
      rules={<p>{c('rules')}</p>}
      fairPanel={(close) => (
        <CrashFairPanel round={round} history={feed.history} myBet={myBet} onClose={close} />
      )}
    >
      <div className="stage crash-screen">
        <History rounds={feed.history} lang={lang} label={c('history')} />
        <CrashStage
          phase={phase}
          bustElapsedMs={bustElapsedMs}
          config={config}
          theme={session.game.theme}
          lang={lang}
          caption={caption}
          announcement={announcementOf(phase, c, lang)}
        />
        <p
          className={`result-line${result?.good ? ' good' : ''}`}
          data-testid="crash-result"
          aria-live="polite"
        >
          {result?.text ?? (queued ? c('queued', { amount: stakeText }) : c('hint'))}
        </p>
        <Players bets={feed.bets} lang={lang} c={c} />
      </div>
      <div className="controls one-bet-controls">
        <OptionRow
          label={c('auto')}
          options={AUTO_TARGETS}
          value={auto}
          onPick={setAuto}
          disabled={busy || !!mine}
          name={(target) => (target === 0 ? c('autoOff') : multiplier(target, lang))}
          testId="crash-auto"
        />
        <StakeRow
          label={t('stake')}
          steps={stake.steps}
          index={stake.index}
          onPick={stake.setIndex}
          disabled={busy || queued || (!!mine && phase.kind !== 'busted')}
          lang={lang}
        />
        <div className="action-row">
          <button
            type="button"
            className={`button primary wide crash-action ${primary.kind}`}
            disabled={busy || primary.run === null}
            onClick={() => primary.run?.()}
            data-testid={primary.testId}
            data-kind={primary.kind}
          >
            {primary.label}
          </button>
        </div>
      </div>
    </GameShell>
  );
}

function captionOf(
  phase: CrashPhase,
  c: Translate<CrashKey>,
  lang: PlayLanguage,
  connected: boolean,
): string {
  if (!connected) return c('reconnecting');
  switch (phase.kind) {
    case 'waiting':
      return c('waiting');
    case 'betting':
      return c('startsIn', { s: (phase.msLeft / 1000).toFixed(1).replace('.', lang === 'vi' ? ',' : '.') });
    case 'flying':
      return c('flying');
    case 'busted':
      return c('bustAt', { m: multiplier(phase.bustX100, lang) });
  }
}

function announcementOf(phase: CrashPhase, c: Translate<CrashKey>, lang: PlayLanguage): string {
  if (phase.kind === 'betting') return c('bettingOpen');
  if (phase.kind === 'flying') return c('flying');
  if (phase.kind === 'busted') return c('bustAt', { m: multiplier(phase.bustX100, lang) });
  return c('waiting');
}

function resultOf(bet: CrashMyBet | null, history: CrashRound[], c: Translate<CrashKey>, lang: PlayLanguage) {
  if (!bet || bet.status === 'open') return null;
  if (bet.status === 'won' && bet.cashoutX100 !== null && bet.payout !== null) {
    return {
      good: true,
      text: c('cashedOut', { m: multiplier(bet.cashoutX100, lang), amount: money(bet.payout, lang) }),
    };
  }
  const bust = history.find((round) => round.crashRoundId === bet.crashRoundId)?.bustX100;
  return {
    good: false,
    text: c('lost', { m: bust ? multiplier(bust, lang) : '—', amount: money(bet.stake, lang) }),
  };
}

const History = memo(function History({
  rounds,
  lang,
  label,
}: {
  rounds: CrashRound[];
  lang: PlayLanguage;
  label: string;
}) {
  return (
    <ol className="crash-history" aria-label={label} data-testid="crash-history">
      {rounds.map((round) => {
        const bust = round.bustX100 ?? 100;
        const level = bust >= 1_000 ? 'high' : bust >= 200 ? 'mid' : 'low';
        return (
          <li key={round.crashRoundId} className={level}>
            {multiplier(bust, lang)}
          </li>
        );
      })}
    </ol>
  );
});

const Players = memo(function Players({
  bets,
  lang,
  c,
}: {
  bets: CrashPublicBet[];
  lang: PlayLanguage;
  c: Translate<CrashKey>;
}) {
  return (
    <section className="crash-players" data-testid="crash-players">
      <h2 className="board-title">{c('players', { n: bets.length })}</h2>
      {bets.length === 0 ? (
        <p className="fine-print">{c('noPlayers')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{c('player')}</th>
              <th scope="col">{c('stake')}</th>
              <th scope="col">{c('cashout')}</th>
              <th scope="col">{c('payout')}</th>
            </tr>
          </thead>
          <tbody>
            {bets.map((bet) => (
              <tr key={bet.betId} className={bet.cashoutX100 !== null ? 'won' : ''}>
                <td>{bet.player}</td>
                <td>{shortMoney(bet.stake, lang)}</td>
                <td>{bet.cashoutX100 === null ? '—' : multiplier(bet.cashoutX100, lang)}</td>
                <td>{bet.payout === null || bet.payout === '0' ? '—' : shortMoney(bet.payout, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});
