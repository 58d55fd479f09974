import { useCallback, useEffect, useMemo, useState } from 'react';
import { type Translate, translator } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import { multiplier, shortMoney } from '../money/money';
import { GameShell } from '../shell/GameShell';
import { useGame } from '../shell/game-context';
import { useSpaceKey } from '../shell/use-space-key';
import { FishCanvas } from './FishCanvas';
import { FishControls, type FishControlsView } from './FishControls';
import { FishRules } from './FishRules';
import { bulletCost } from './fish-geometry';
import type { Capture } from './fish-play';
import { FISH_TEXTS, type FishKey } from './fish-texts';
import { fishName, guessFishModel, resolveFishTheme } from './fish-theme';
import { useFishPlay } from './use-fish-play';
import './fish.css';

/** How long the big-capture banner and the dropped-hits warning stay. */
const BANNER_MS = 3_500;
const DROPPED_MS = 6_000;

/** Keys that change the level (focus in a field or a panel open: the keys are theirs). */
const LEVEL_KEYS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, '-': -1, '+': 1, '=': 1 };

/**
 * Fish shooting (bắn cá): the sea drawn with Pixi from the session's public field seed, the cannon at the
 * bottom, and the DOM controls under it. Hits go to the server in batches (FishPlay); captures come back.
 */
export default function FishScreen() {
  const { session, lang, t } = useGame();
  const f = useMemo(() => translator(FISH_TEXTS, lang), [lang]);
  const { load, snapshot, reload } = useFishPlay();
  const fish = load.status === 'ready' ? load.session : null;
  const play = load.status === 'ready' ? load.play : null;
  const model = fish?.model ?? guessFishModel(session.game.model, session.game.theme);
  const theme = resolveFishTheme(fish?.theme ?? session.game.theme, model);

  const levelStep = useCallback((step: number) => play?.stepLevel(step), [play]);
  useSpaceKey(() => play?.fireOnce(performance.now()), play !== null);
  useEffect(() => {
    if (!play) return;
    const onKey = (event: KeyboardEvent) => {
      const step = LEVEL_KEYS[event.key];
      if (step === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as Element | null;
      if (target?.closest?.('input, select, textarea') || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      play.stepLevel(step);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [play]);

  const big = useFading(snapshot?.big ?? null, BANNER_MS);
  const dropped = useFading(snapshot?.dropped ?? null, DROPPED_MS);

  const levels = play?.levels ?? fish?.levels ?? [];
  const view: FishControlsView = {
    level: snapshot?.level ?? 0,
    levels: Math.max(1, levels.length),
    cost: snapshot?.cost ?? (fish ? bulletCost(fish.baseStake, levels, 0) : null),
    won: snapshot?.won ?? 0n,
    auto: snapshot?.auto ?? false,
    lock: snapshot?.lock ?? false,
    disabled: play === null,
    canFire: snapshot !== null && !snapshot.lowBalance && !snapshot.reconnecting,
    status: statusOf(),
  };
  function statusOf(): FishControlsView['status'] {
    if (load.status === 'loading') return { text: f('loading'), kind: 'info' };
    if (load.status === 'failed') return { text: f('loadFailed'), kind: 'warn' };
    if (snapshot?.lowBalance) return { text: f('lowBalance'), kind: 'warn' };
    if (snapshot?.reconnecting) return { text: f('reconnecting'), kind: 'warn' };
    if (dropped) return { text: f('dropped', { n: dropped.count }), kind: 'warn' };
    return { text: snapshot?.lock ? f('lockHint') : f('hint'), kind: 'info' };
  }

  return (
    <GameShell
      className="fish"
      style={{ '--theme-1': theme.palette.water, '--theme-2': theme.palette.accent } as React.CSSProperties}
      rules={
        <FishRules
          model={model}
          theme={theme}
          baseStake={fish?.baseStake ?? null}
          levels={levels}
          f={f}
          lang={lang}
        />
      }
    >
      <div className="stage fish-stage" data-testid="fish-stage" aria-busy={load.status === 'loading'}>
        <div className="fish-frame">
          {play ? (
            <FishCanvas
              play={play}
              palette={theme.palette}
              label={f('canvasLabel', { game: session.game.name })}
              payoutText={(payout) => `+${shortMoney(payout, lang)}`}
              noCanvas={f('noCanvas')}
            />
          ) : (
            <div className="fish-field" data-testid="fish-field" data-state={load.status}>
              {load.status === 'loading' ? (
                <div className="fish-skeleton" aria-hidden="true" />
              ) : (
                <div className="fish-field-message" role="alert">
                  <p>{f('loadFailed')}</p>
                  <button type="button" className="button" onClick={reload} data-testid="fish-reload">
                    {t('retry')}
                  </button>
                </div>
              )}
            </div>
          )}
          {big && (
            <BigCapture
              key={big.key}
              capture={big}
              name={fishName(theme, big.kind.id, lang)}
              f={f}
              lang={lang}
            />
          )}
        </div>
        <p className="fish-rotate-hint">{f('rotateHint')}</p>
      </div>
      <FishControls
        view={view}
        f={f}
        lang={lang}
        onLevel={levelStep}
        onAuto={() => snapshot && play?.setAuto(!snapshot.auto)}
        onLock={() => snapshot && play?.setLock(!snapshot.lock)}
        onFire={() => play?.fireOnce(performance.now())}
      />
    </GameShell>
  );
}

function BigCapture({
  capture,
  name,
  f,
  lang,
}: {
  capture: Capture;
  name: string;
  f: Translate<FishKey>;
  lang: PlayLanguage;
}) {
  const x100 = capture.kind.multiplier100;
  const m = x100 % 100 === 0 ? String(x100 / 100) : multiplier(x100, lang).replace('×', '');
  return (
    <div className="fish-banner" role="status" data-testid="fish-big-capture">
      {f('bigCapture', { name, m, amount: shortMoney(capture.payout, lang) })}
    </div>
  );
}

/** The value while it is new: a value with a new `key` shows for `ms`, then null. */
function useFading<T extends { key: number }>(value: T | null, ms: number): T | null {
  const [shown, setShown] = useState<T | null>(null);
  useEffect(() => {
    if (!value) return;
    setShown(value);
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return shown;
}
