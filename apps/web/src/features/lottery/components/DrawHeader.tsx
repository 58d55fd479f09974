import { dailyTime, type LotteryDraw, type LotteryGame, siteTime, siteWhen, withZone } from '@app/contracts';
import { Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, msUntil } from '../countdown';
import { useNow } from '../use-clock';
import { CopyButton } from './CopyButton';

/** The seconds left until a draw closes, on the server's clock; ticks on its own so the page does not. */
export function Countdown({ closesAt, offset }: { closesAt: string; offset: number }) {
  const now = useNow(1000);
  const left = msUntil(closesAt, now, offset);
  return (
    <span className="vnl-countdown" data-testid="vnl-countdown" data-urgent={left < 10_000 ? '' : undefined}>
      {formatCountdown(left)}
    </span>
  );
}

/** A hash as a short text: its start and end. */
export function shortHash(hash: string): string {
  return hash.length > 18 ? `${hash.slice(0, 10)}…${hash.slice(-6)}` : hash;
}

/**
 * How often a game draws: every N seconds or minutes (fast), or daily at its time, Vietnam time (official), with
 * "(GMT+7)" unless `zone: false` (the game tabs, short of room).
 */
export function useCadence() {
  const { t } = useTranslation('lottery');
  return (game: LotteryGame, options: { zone?: boolean } = {}): string => {
    if (game.source === 'fast' && game.everySeconds) {
      return game.everySeconds < 60 || game.everySeconds % 60 !== 0
        ? t('vn.cadence.seconds', { count: game.everySeconds })
        : t('vn.cadence.minutes', { count: game.everySeconds / 60 });
    }
    return game.drawTime
      ? t('vn.cadence.daily', {
          time: options.zone === false ? dailyTime(game.drawTime) : withZone(dailyTime(game.drawTime)),
        })
      : t('vn.cadence.official');
  };
}

/**
 * The draw taking bets (both lottery pages' headers): its issue (and province) and the countdown to its close;
 * placeholders of their size while the state loads; `idle` when no draw takes bets.
 */
export function OpenDraw({
  testPrefix,
  current,
  offset,
  loading,
  province = null,
  idle,
}: {
  /** The page's test ids: `vnl` or `elt`. */
  testPrefix: string;
  current: LotteryDraw | null;
  offset: number;
  loading: boolean;
  province?: string | null;
  idle: ReactNode;
}) {
  const { t } = useTranslation('lottery');
  if (!current) {
    return (
      <div className="vnl-draw-open">
        {loading ? (
          <>
            <span className="skeleton vnl-skel-issue" />
            <span className="skeleton vnl-skel-clock" />
          </>
        ) : (
          idle
        )}
      </div>
    );
  }
  return (
    <div className="vnl-draw-open">
      <div>
        <p className="vnl-label">{t('vn.draw.issue')}</p>
        <p className="vnl-issue" data-testid={`${testPrefix}-issue`}>
          {current.issueNo}
          {province ? <span className="vnl-issue-province"> · {province}</span> : null}
        </p>
      </div>
      <div className="vnl-draw-clock">
        <p className="vnl-label">
          <Timer size={14} aria-hidden /> {t('vn.draw.closesIn')}
        </p>
        <Countdown closesAt={current.closesAt} offset={offset} />
      </div>
    </div>
  );
}

/**
 * A fair draw's seed line: the hash published before betting closes (by default) or the seed revealed after the
 * draw, shortened, with its copy button.
 */
export function SeedLine({
  value,
  label,
  copyLabel,
  className = 'vnl-hash',
}: {
  value: string | null;
  label?: string;
  copyLabel?: string;
  className?: string;
}) {
  const { t } = useTranslation('lottery');
  return (
    <p className={className}>
      {value ? (
        <>
          <span>{label ?? t('vn.seed.hashShort')}</span>
          <code title={value}>{shortHash(value)}</code>
          <CopyButton text={value} label={copyLabel ?? t('vn.seed.copyHash')} />
        </>
      ) : null}
    </p>
  );
}

/**
 * The draw taking bets: its issue (and province: a picker among the provinces drawing today), the countdown to its
 * closing on the server's clock, when it draws (Vietnam time), the hash of a fast draw's seed, and the last result.
 * While a closed draw waits for its result the header says it is being drawn (fast), or that its result comes after
 * the official draw and the operator's confirmation (official).
 */
export function DrawHeader({
  game,
  loading,
  current,
  drawing,
  lastDraw,
  offset,
  serverNow,
  provinces,
  province,
  onProvince,
}: {
  game: LotteryGame;
  loading: boolean;
  current: LotteryDraw | null;
  /** A draw that closed and waits for its result. */
  drawing: LotteryDraw | null;
  lastDraw: LotteryDraw | null;
  offset: number;
  /** The server's clock now (which Vietnam day it is: a draw today shows its time only). */
  serverNow: number;
  provinces: readonly string[];
  province: string | null;
  onProvince: (province: string) => void;
}) {
  const { t } = useTranslation('lottery');
  const cadence = useCadence();
  const special = lastDraw?.result?.prizes.special?.[0] ?? null;
  const official = game.source === 'official';
  const when = (iso: string) => withZone(siteWhen(iso, serverNow, !official));

  return (
    <section className="vnl-header panel" aria-labelledby="vnl-game-name" data-testid="vnl-draw-header">
      <div className="vnl-header-top">
        <h2 id="vnl-game-name" className="vnl-game-name">
          {game.name}
        </h2>
        <span className="vnl-tag">{t(`vn.region.${game.region ?? 'north'}`)}</span>
        <span className="vnl-tag vnl-tag-soft">{cadence(game)}</span>
      </div>

      {game.source === 'official' && game.region !== 'north' ? (
        <div className="vnl-provinces" role="radiogroup" aria-label={t('vn.draw.province')}>
          {provinces.length > 0
            ? provinces.map((name) => (
                // biome-ignore lint/a11y/useSemanticElements: a row of buttons styled as chips, one pressed at a time
                <button
                  key={name}
                  type="button"
                  role="radio"
                  aria-checked={name === (province ?? provinces[0])}
                  className="vnl-chip"
                  onClick={() => onProvince(name)}
                  data-testid="vnl-province"
                >
                  {name}
                </button>
              ))
            : loading
              ? Array.from({ length: 3 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have only their place
                  <span key={index} className="skeleton" />
                ))
              : null}
        </div>
      ) : null}

      <div className="vnl-header-body">
        <div className="vnl-draw-now">
          <OpenDraw
            testPrefix="vnl"
            current={current}
            offset={offset}
            loading={loading}
            province={current?.province && provinces.length <= 1 ? current.province : null}
            idle={
              drawing ? (
                <p className="vnl-issue vnl-drawing" data-testid="vnl-drawing-now">
                  <span className="vnl-drawing-dot" aria-hidden />
                  {official ? t('vn.drawStatus.closed') : t('vn.draw.drawingNow')}
                </p>
              ) : (
                <p className="vnl-issue vnl-muted">{t('vn.draw.noneOpen')}</p>
              )
            }
          />
          <p className="vnl-draw-line" aria-live="polite" data-official={official ? '' : undefined}>
            {drawing ? (
              <span
                className="vnl-drawing"
                data-testid="vnl-drawing"
                data-official={official ? '' : undefined}
              >
                {current ? <span className="vnl-drawing-dot" aria-hidden /> : null}
                {official
                  ? t('vn.draw.awaitingOfficial', {
                      issue: drawing.province ? `${drawing.issueNo} · ${drawing.province}` : drawing.issueNo,
                      time: withZone(siteTime(drawing.drawsAt)),
                    })
                  : t('vn.draw.drawing', { issue: drawing.issueNo })}
              </span>
            ) : null}
            {current && (!drawing || official) ? (
              <span className="vnl-draw-times" data-testid="vnl-draws-at">
                {official ? <span>{t('vn.draw.closesAt', { time: when(current.closesAt) })}</span> : null}
                <span>{t('vn.draw.drawsAt', { time: when(current.drawsAt) })}</span>
              </span>
            ) : null}
          </p>
          {game.source === 'fast' ? <SeedLine value={current?.serverSeedHash ?? null} /> : null}
        </div>

        <div className="vnl-last" data-testid="vnl-last-result">
          <p className="vnl-label">
            {lastDraw ? t('vn.draw.lastResult', { issue: lastDraw.issueNo }) : t('vn.draw.lastResultNone')}
          </p>
          <div
            className="vnl-last-balls"
            role="img"
            aria-label={special ? t('vn.draw.special', { number: special }) : t('vn.draw.lastResultNone')}
          >
            {special
              ? special.split('').map((digit, index) => (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: a digit's place is its identity
                    key={index}
                    className={index >= special.length - 2 ? 'vnl-big-ball vnl-big-ball-de' : 'vnl-big-ball'}
                    aria-hidden
                  >
                    {digit}
                  </span>
                ))
              : Array.from({ length: game.region === 'north' ? 5 : 6 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have only their place
                  <span key={index} className="vnl-big-ball vnl-big-ball-empty" aria-hidden />
                ))}
          </div>
        </div>
      </div>
    </section>
  );
}
