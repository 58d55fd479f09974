import type { LotteryDraw, LotteryGame } from '@app/contracts';
import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../components/CopyButton';
import { Countdown, shortHash, useCadence } from '../components/DrawHeader';
import { siteWhen, withZone } from '../vn-time';
import type { ElottKind } from './groups';
import { headline } from './outcome';

/**
 * The draw taking bets: its issue, the countdown to its close on the server's clock, when it draws, the hash of its
 * seed (published when it opened); beside it the last result's headline and that draw's revealed seed. While a
 * closed draw waits for its result, the header says it is being drawn.
 */
export function ElottHeader({
  game,
  kind,
  loading,
  current,
  drawing,
  lastDraw,
  offset,
  serverNow,
}: {
  game: LotteryGame;
  kind: ElottKind;
  loading: boolean;
  current: LotteryDraw | null;
  drawing: LotteryDraw | null;
  lastDraw: LotteryDraw | null;
  offset: number;
  serverNow: number;
}) {
  const { t } = useTranslation('lottery');
  const cadence = useCadence();
  const headlineOf = lastDraw?.outcome ? headline(lastDraw.outcome) : null;
  // keno's headline is the sum of the 20 numbers: said so
  const last = headlineOf && kind === 'keno' ? t('elott.board.sum', { sum: headlineOf }) : headlineOf;
  return (
    <section className="vnl-header panel elt-header" aria-labelledby="elt-game-name" data-testid="elt-header">
      <div className="vnl-header-top">
        <h2 id="elt-game-name" className="vnl-game-name">
          {game.name}
        </h2>
        <span className="vnl-tag">{t(`elott.lobby.kind.${kind}`)}</span>
        <span className="vnl-tag vnl-tag-soft">{cadence(game)}</span>
      </div>
      <div className="vnl-header-body">
        <div className="vnl-draw-now">
          {current ? (
            <div className="vnl-draw-open">
              <div>
                <p className="vnl-label">{t('vn.draw.issue')}</p>
                <p className="vnl-issue" data-testid="elt-issue">
                  {current.issueNo}
                </p>
              </div>
              <div className="vnl-draw-clock">
                <p className="vnl-label">
                  <Timer size={14} aria-hidden /> {t('vn.draw.closesIn')}
                </p>
                <Countdown closesAt={current.closesAt} offset={offset} />
              </div>
            </div>
          ) : loading ? (
            <div className="vnl-draw-open">
              <span className="skeleton vnl-skel-issue" />
              <span className="skeleton vnl-skel-clock" />
            </div>
          ) : (
            <div className="vnl-draw-open">
              <p className="vnl-issue vnl-muted">
                {drawing ? t('vn.draw.drawingNow') : t('vn.draw.noneOpen')}
              </p>
            </div>
          )}
          <p className="vnl-draw-line" aria-live="polite">
            {drawing ? (
              <span className="vnl-drawing" data-testid="elt-drawing">
                <span className="vnl-drawing-dot" aria-hidden />
                {t('vn.draw.drawing', { issue: drawing.issueNo })}
              </span>
            ) : current ? (
              <span className="vnl-draw-times">
                {t('vn.draw.drawsAt', { time: withZone(siteWhen(current.drawsAt, serverNow)) })}
              </span>
            ) : null}
          </p>
          <p className="vnl-hash">
            {current?.serverSeedHash ? (
              <>
                <span>{t('vn.seed.hashShort')}</span>
                <code title={current.serverSeedHash}>{shortHash(current.serverSeedHash)}</code>
                <CopyButton text={current.serverSeedHash} label={t('vn.seed.copyHash')} />
              </>
            ) : null}
          </p>
        </div>
        <div className="vnl-last elt-last" data-testid="elt-last-result">
          <p className="vnl-label">
            {lastDraw ? t('vn.draw.lastResult', { issue: lastDraw.issueNo }) : t('vn.draw.lastResultNone')}
          </p>
          <p className="elt-last-value" data-kind={kind}>
            {last ?? (loading ? <span className="skeleton elt-last-skel" /> : '—')}
          </p>
          <p className="vnl-hash elt-last-seed">
            {lastDraw?.serverSeed ? (
              <>
                <span>{t('vn.seed.server')}:</span>
                <code title={lastDraw.serverSeed}>{shortHash(lastDraw.serverSeed)}</code>
                <CopyButton text={lastDraw.serverSeed} label={t('vn.seed.copySeed')} />
              </>
            ) : null}
          </p>
        </div>
      </div>
    </section>
  );
}
