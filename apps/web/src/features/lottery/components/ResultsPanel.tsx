import {
  type LotteryDraw,
  type LotteryGame,
  SITE_ZONE,
  siteDateTime,
  siteTime,
  withZone,
} from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/Pagination';
import { ErrorState } from '../../../components/ui/StateMessage';
import { useLanguage } from '../../../lib/language';
import { DRAWS_PAGE_SIZE, drawsQuery } from '../api/lottery';
import { awaitedDraw, hasOutcome } from '../countdown';
import { CopyButton } from './CopyButton';
import { LotoTable, ResultSheet } from './ResultSheet';

/** Where a draw is: its issue, and its province when it has one. */
export function drawName(draw: Pick<LotteryDraw, 'issueNo' | 'province'>): string {
  return draw.province ? `${draw.issueNo} · ${draw.province}` : draw.issueNo;
}

function DrawStatus({ draw }: { draw: LotteryDraw }) {
  const { t } = useTranslation('lottery');
  return (
    <span className="vnl-draw-status" data-status={draw.status}>
      {t(`vn.drawStatus.${draw.status}`)}
    </span>
  );
}

/** A fast draw's proof once drawn: the server seed it published the hash of, and the client seed. */
function Seeds({ draw }: { draw: LotteryDraw }) {
  const { t } = useTranslation('lottery');
  if (!draw.serverSeedHash) return null;
  return (
    <dl className="vnl-seeds" data-testid="vnl-seeds">
      <dt>{t('vn.seed.hash')}</dt>
      <dd>
        <code>{draw.serverSeedHash}</code>
        <CopyButton text={draw.serverSeedHash} label={t('vn.seed.copyHash')} />
      </dd>
      <dt>{t('vn.seed.server')}</dt>
      <dd>
        {draw.serverSeed ? (
          <>
            <code data-testid="vnl-server-seed">{draw.serverSeed}</code>
            <CopyButton text={draw.serverSeed} label={t('vn.seed.copySeed')} />
          </>
        ) : (
          <span className="vnl-muted">{t('vn.seed.hidden')}</span>
        )}
      </dd>
      {draw.clientSeed ? (
        <>
          <dt>{t('vn.seed.client')}</dt>
          <dd>
            <code>{draw.clientSeed}</code>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * What a draw past its close without a result waits for: an official draw's result comes after the official draw
 * and the operator's confirmation; a fast draw is being drawn.
 */
function AwaitingNote({ game, draw }: { game: LotteryGame; draw: LotteryDraw }) {
  const { t } = useTranslation('lottery');
  return (
    <p className="vnl-note vnl-note-wait" role="status" data-testid="vnl-result-awaiting">
      {game.source === 'official'
        ? t('vn.results.awaitingOfficial', { time: withZone(siteTime(draw.drawsAt)) })
        : t('vn.results.awaiting')}
    </p>
  );
}

/**
 * The results: the chosen draw's sheet (the latest by default), its lô numbers by head, a fast draw's revealed
 * seed, and the game's earlier draws to pick from, ten a page. Times are Vietnam time. A newer draw of the province
 * that closed and still waits for its result is named above the sheet.
 */
export function ResultsPanel({
  game,
  latest,
  preferredProvince,
}: {
  game: LotteryGame;
  /** The state's latest draws (null while it loads). */
  latest: readonly LotteryDraw[] | null;
  preferredProvince: string | null;
}) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<LotteryDraw | null>(null);
  const draws = useQuery(drawsQuery(language, game.code, page));

  // the latest result (of the chosen province when it has one); a draw still being drawn only when none is out
  const drawn = latest?.filter((draw) => draw.result !== null) ?? [];
  const fallback =
    drawn.find((draw) => preferredProvince !== null && draw.province === preferredProvince) ??
    drawn[0] ??
    latest?.[0] ??
    null;
  // the chosen draw as the latest answers show it (its status and seed change as it is drawn and settled)
  const shown =
    (chosen &&
      (latest?.find((draw) => draw.drawId === chosen.drawId) ??
        draws.data?.items.find((draw) => draw.drawId === chosen.drawId) ??
        chosen)) ??
    fallback;
  const loading = latest === null;
  const waiting = awaitedDraw(game, latest, shown);

  return (
    <div className="vnl-results" data-testid="vnl-results">
      {waiting ? (
        <div className="vnl-pending" data-testid="vnl-result-pending">
          <p className="vnl-pending-head">
            <span className="vnl-board-title">{t('vn.results.issue', { issue: drawName(waiting) })}</span>
            <DrawStatus draw={waiting} />
          </p>
          <AwaitingNote game={game} draw={waiting} />
        </div>
      ) : null}
      <div className="vnl-board">
        <div className="vnl-board-head">
          {shown ? (
            <>
              <h3 className="vnl-board-title">{t('vn.results.issue', { issue: drawName(shown) })}</h3>
              <DrawStatus draw={shown} />
              <time className="vnl-muted vnl-board-time" dateTime={shown.drawsAt}>
                {siteDateTime(shown.drawsAt)} <small>({SITE_ZONE})</small>
              </time>
            </>
          ) : (
            <h3 className="vnl-board-title">
              {loading ? <span className="skeleton skeleton-text vnl-w-12" /> : t('vn.results.none')}
            </h3>
          )}
        </div>
        {shown?.status === 'cancelled' ? (
          <p className="vnl-note" role="status" data-testid="vnl-result-cancelled">
            {t('vn.results.cancelled')}
          </p>
        ) : shown && !hasOutcome(shown) ? (
          <AwaitingNote game={game} draw={shown} />
        ) : null}
        <div className="vnl-board-body">
          <ResultSheet region={game.region ?? 'north'} result={shown?.result ?? null} />
          <LotoTable result={shown?.result ?? null} />
        </div>
        {shown && game.source === 'fast' ? <Seeds draw={shown} /> : null}
      </div>

      <section className="vnl-history" aria-labelledby="vnl-history-title">
        <h3 id="vnl-history-title" className="vnl-subtitle">
          {t('vn.results.earlier')}
        </h3>
        {draws.error ? (
          <ErrorState error={draws.error} onRetry={() => void draws.refetch()} />
        ) : (
          <ul className="vnl-history-list" aria-busy={draws.isPending}>
            {draws.data
              ? draws.data.items.map((draw) => {
                  const special = draw.result?.prizes.special?.[0];
                  return (
                    <li key={draw.drawId}>
                      <button
                        type="button"
                        className="vnl-history-item"
                        aria-pressed={shown?.drawId === draw.drawId}
                        onClick={() => setChosen(draw)}
                        data-testid="vnl-history-item"
                      >
                        <span className="vnl-history-issue">{drawName(draw)}</span>
                        <span className="vnl-history-special">
                          {special ? (
                            <>
                              {special.slice(0, -2)}
                              <b>{special.slice(-2)}</b>
                            </>
                          ) : (
                            t(`vn.drawStatus.${draw.status}`)
                          )}
                        </span>
                      </button>
                    </li>
                  );
                })
              : Array.from({ length: DRAWS_PAGE_SIZE }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have only their place
                  <li key={index}>
                    <span className="vnl-history-item skeleton" />
                  </li>
                ))}
          </ul>
        )}
        {draws.data && draws.data.items.length === 0 ? (
          <p className="vnl-muted">{t('vn.results.none')}</p>
        ) : null}
        <Pagination page={page} totalPages={draws.data?.totalPages ?? 1} onChange={setPage} />
      </section>
    </div>
  );
}
