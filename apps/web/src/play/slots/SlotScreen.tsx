import type { SlotModel } from '@app/games';
import { useMemo, useState } from 'react';
import { type Translate, translator } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import { money } from '../money/money';
import { GameShell } from '../shell/GameShell';
import { useGame } from '../shell/game-context';
import { useSpaceKey } from '../shell/use-space-key';
import { useStoredFlag } from '../shell/use-stored-flag';
import { AutoplayPanel } from './AutoplayPanel';
import { BetPanel } from './BetPanel';
import { BigWin } from './BigWin';
import { Paytable } from './Paytable';
import { Reels } from './Reels';
import { SlotControls } from './SlotControls';
import { SymbolDefs } from './SymbolTile';
import { slotModel } from './slot-model';
import { SLOT_TEXTS, type SlotKey } from './slot-texts';
import { themeOf } from './themes';
import { NORMAL_TIMING, TURBO_TIMING } from './timing';
import { useSlotBet } from './use-slot-bet';
import { type Banner, useSlotMachine } from './use-slot-machine';
import { WinMessage } from './WinMessage';
import './slots.css';

/** The slot family's screen (its own chunk): the title's model and theme decide the rest. */
export default function SlotScreen() {
  const { session, t } = useGame();
  const model = slotModel(session.game.model);
  if (!model) {
    return (
      <GameShell rules={null}>
        <div className="stage">
          <p>{t('notOpen')}</p>
        </div>
      </GameShell>
    );
  }
  return <SlotGame model={model} />;
}

function SlotGame({ model }: { model: SlotModel }) {
  const game = useGame();
  const { lang, session } = game;
  const t = useMemo(() => translator(SLOT_TEXTS, lang), [lang]);
  const theme = themeOf(session.game.theme);
  const choice = useSlotBet(model, session.game.minBet, session.game.maxBet);
  const [turbo, setTurbo] = useStoredFlag('hb.play.turbo');
  const fallbackBet = { body: { betPerSpin: '0' }, stake: 0n };
  const machine = useSlotMachine(model, choice.bet ?? fallbackBet, turbo);
  const { view } = machine;
  const [panel, setPanel] = useState<'bet' | 'auto' | null>(null);
  const [skips, setSkips] = useState(0);
  const stake = choice.bet?.stake ?? 0n;

  const press = () => {
    if (view.bigWin) return setSkips((n) => n + 1);
    if (view.autoplay) return machine.stopAutoplay();
    if (view.busy) return machine.hurry();
    if (choice.bet) void machine.spin();
  };
  useSpaceKey(press, panel === null);

  const unit =
    model.kind === 'lines' ? (choice.steps[choice.level] ?? 0n) : stake / BigInt(model.betMultiplier);
  const ways = model.kind === 'ways' ? model.rows ** model.reels.length : null;

  return (
    <GameShell
      className="slots"
      style={{ '--theme-1': theme.colors[0], '--theme-2': theme.colors[1] } as React.CSSProperties}
      rules={<Paytable model={model} theme={theme} t={t} lang={lang} unit={unit} stake={stake} />}
    >
      <SymbolDefs theme={theme} />
      <div className="stage slot-stage" data-testid="slot-stage" data-state={view.busy ? 'playing' : 'idle'}>
        <div className={`feature-bar${view.feature ? ' is-feature' : ''}`} data-testid="feature-bar">
          {view.feature ? (
            <>
              <span data-testid="free-spin-counter">
                {t('freeSpinCounter', { n: view.feature.number, total: view.feature.total })}
              </span>
              <span>
                {t('featureWin')}: <strong>{money(view.feature.win, lang)}</strong>
              </span>
            </>
          ) : (
            <span>{ways ? t('ways', { n: ways }) : `${choice.lines} ${t('lines').toLowerCase()}`}</span>
          )}
        </div>
        <div className={`reels-frame${view.phase === 'free' ? ' is-free' : ''}`}>
          <Reels
            model={model}
            theme={theme}
            window={view.window}
            spinning={view.spinning}
            landings={view.landings}
            highlight={view.highlight}
            turbo={turbo}
          />
          {view.banner && <FeatureBanner banner={view.banner} t={t} lang={lang} />}
        </div>
        <WinMessage
          highlight={view.highlight}
          free={view.phase === 'free'}
          autoStopped={view.autoStopped}
          theme={theme}
          t={t}
          lang={lang}
        />
        {view.bigWin && (
          <BigWin
            bigWin={view.bigWin}
            title={t(
              view.bigWin.tier === 'epic' ? 'epicWin' : view.bigWin.tier === 'mega' ? 'megaWin' : 'bigWin',
            )}
            hint={t('tapToSkip')}
            lang={lang}
            duration={(turbo ? TURBO_TIMING : NORMAL_TIMING).countUp}
            skips={skips}
          />
        )}
      </div>
      <SlotControls
        view={view}
        choice={choice}
        turbo={turbo}
        t={t}
        lang={lang}
        lessLabel={game.t('lessStake')}
        moreLabel={game.t('moreStake')}
        onSpin={press}
        onTurbo={() => setTurbo(!turbo)}
        onAuto={() => (view.autoplay ? machine.stopAutoplay() : setPanel('auto'))}
        onBetPanel={() => setPanel('bet')}
      />
      {panel === 'bet' && (
        <BetPanel
          choice={choice}
          t={t}
          lang={lang}
          closeLabel={game.t('close')}
          onClose={() => setPanel(null)}
        />
      )}
      {panel === 'auto' && (
        <AutoplayPanel
          t={t}
          lang={lang}
          stake={stake}
          closeLabel={game.t('close')}
          onClose={() => setPanel(null)}
          onStart={(settings) => {
            setPanel(null);
            void machine.runAutoplay(settings);
          }}
        />
      )}
    </GameShell>
  );
}

function FeatureBanner({ banner, t, lang }: { banner: Banner; t: Translate<SlotKey>; lang: PlayLanguage }) {
  const text =
    banner.kind === 'featureTotal'
      ? t('featureTotal', { amount: money(banner.amount, lang) })
      : t(banner.kind === 'freeSpins' ? 'freeSpinsWon' : 'freeSpinsMore', { n: banner.count });
  return (
    <div className="feature-banner" role="status" data-testid="feature-banner">
      <span>{text}</span>
    </div>
  );
}
