import { type ReactNode, useState } from 'react';
import { money, percentRange } from '../money/money';
import { FairPanel } from './FairPanel';
import { useGame } from './game-context';
import { Icon } from './icons';
import { Panel } from './Panel';

type Props = {
  /** The family's rules and pay table, below the shared part (RTP, bet range). */
  rules: ReactNode;
  children: ReactNode;
  /** Colours of the game's theme, as CSS custom properties. */
  style?: React.CSSProperties;
  className?: string;
  /** A fairness panel of the family's own (crash's shared rounds have no player seed pair). */
  fairPanel?: (close: () => void) => ReactNode;
};

/**
 * The frame every game screen plays in: the bar (name, balance, rules, fairness, sound), the failure banner,
 * and the rules and fairness panels. The screen's stage and controls are its children.
 */
export function GameShell({ rules, children, style, className = '', fairPanel }: Props) {
  const { session, t, lang, balance, muted, toggleMute, notice, dismissNotice, sound } = useGame();
  const [open, setOpen] = useState<'rules' | 'fair' | null>(null);
  const game = session.game;
  const toggle = (panel: 'rules' | 'fair') => {
    sound('click');
    setOpen(panel);
  };
  return (
    <div className={`game ${className}`} style={style} data-family={game.family} data-theme={game.theme}>
      <header className="game-bar">
        <div className="game-name">
          <h1 title={game.name}>{game.name}</h1>
          {session.isDemo && <span className="badge">{t('demo')}</span>}
        </div>
        <output className="game-balance" data-testid="play-balance" data-value={balance} aria-live="polite">
          <span className="label">{t('balance')}</span>
          <strong>{money(balance, lang)}</strong>
        </output>
        <div className="game-tools">
          <button
            type="button"
            className="icon-button"
            aria-label={t('rules')}
            title={t('rules')}
            data-testid="play-rules"
            onClick={() => toggle('rules')}
          >
            <Icon name="rules" />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('fair')}
            title={t('fair')}
            data-testid="play-fair"
            onClick={() => toggle('fair')}
          >
            <Icon name="fair" />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={muted ? t('soundOn') : t('soundOff')}
            aria-pressed={muted}
            title={muted ? t('soundOn') : t('soundOff')}
            data-testid="play-sound"
            onClick={toggleMute}
          >
            <Icon name={muted ? 'muted' : 'sound'} />
          </button>
        </div>
      </header>
      {notice && (
        <div className="notice" role="alert" data-testid="play-notice">
          <span>{notice}</span>
          <button type="button" className="button small" onClick={dismissNotice}>
            {t('dismiss')}
          </button>
        </div>
      )}
      {children}
      {open === 'rules' && (
        <Panel title={t('rules')} closeLabel={t('close')} onClose={() => setOpen(null)} testId="rules-panel">
          <h3 className="rules-game">{game.name}</h3>
          <p data-testid="rules-rtp">
            {t(game.rtpMax === undefined ? 'rtp' : 'rtpRange', {
              rtp: percentRange(game.rtp, game.rtpMax, lang),
            })}
          </p>
          <p>{t('betRange', { min: money(game.minBet, lang), max: money(game.maxBet, lang) })}</p>
          {rules}
          <p className="fine-print">{t('malfunction')}</p>
        </Panel>
      )}
      {open === 'fair' &&
        (fairPanel ? fairPanel(() => setOpen(null)) : <FairPanel onClose={() => setOpen(null)} />)}
    </div>
  );
}
