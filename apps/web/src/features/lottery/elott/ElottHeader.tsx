import { type LotteryDraw, type LotteryGame, siteWhen, withZone } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { OpenDraw, SeedLine, useCadence } from '../components/DrawHeader';
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
          <OpenDraw
            testPrefix="elt"
            current={current}
            offset={offset}
            loading={loading}
            idle={
              <p className="vnl-issue vnl-muted">
                {drawing ? t('vn.draw.drawingNow') : t('vn.draw.noneOpen')}
              </p>
            }
          />
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
          <SeedLine value={current?.serverSeedHash ?? null} />
        </div>
        <div className="vnl-last elt-last" data-testid="elt-last-result">
          <p className="vnl-label">
            {lastDraw ? t('vn.draw.lastResult', { issue: lastDraw.issueNo }) : t('vn.draw.lastResultNone')}
          </p>
          <p className="elt-last-value" data-kind={kind}>
            {last ?? (loading ? <span className="skeleton elt-last-skel" /> : '—')}
          </p>
          <SeedLine
            value={lastDraw?.serverSeed ?? null}
            label={`${t('vn.seed.server')}:`}
            copyLabel={t('vn.seed.copySeed')}
            className="vnl-hash elt-last-seed"
          />
        </div>
      </div>
    </section>
  );
}
