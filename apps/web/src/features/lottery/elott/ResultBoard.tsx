import { type LotteryDraw, SITE_ZONE, siteDateTime } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import type { ElottKind } from './groups';
import { FourDSheet, OutcomeView } from './Outcomes';
import { headline } from './outcome';

/** Placeholders of the board's final size while the state loads (nothing moves when it comes). */
function BoardSkeleton({ kind }: { kind: ElottKind }) {
  if (kind === 'four_d') return <FourDSheet outcome={null} />;
  return <div className="skeleton elt-board-skel" data-kind={kind} aria-hidden />;
}

/**
 * The latest results: the newest drawn draw in full (digits as balls, keno's 80 with the 20 drawn lit, the
 * racing's finishing order, the 4D sheet) and the few before it in one line each.
 */
export function ResultBoard({
  kind,
  latest,
  racer,
}: {
  kind: ElottKind;
  /** The state's latest draws, newest first (null while it loads). */
  latest: readonly LotteryDraw[] | null;
  racer: string;
}) {
  const { t } = useTranslation('lottery');
  const drawn = latest?.filter((draw) => draw.outcome !== null) ?? [];
  const [shown, ...earlier] = drawn;
  return (
    <section className="elt-board" aria-labelledby="elt-board-title" data-testid="elt-board">
      <div className="elt-board-head">
        <h2 id="elt-board-title" className="vnl-subtitle">
          {t('elott.board.title')}
        </h2>
        {shown ? (
          <p className="vnl-muted elt-board-issue">
            {t('elott.board.issue', { issue: shown.issueNo })} ·{' '}
            <time dateTime={shown.drawsAt}>
              {siteDateTime(shown.drawsAt)} <small>({SITE_ZONE})</small>
            </time>
          </p>
        ) : null}
      </div>
      {shown?.outcome ? (
        <OutcomeView outcome={shown.outcome} racer={racer} />
      ) : latest === null ? (
        <BoardSkeleton kind={kind} />
      ) : (
        <p className="vnl-muted elt-board-none">{t('elott.board.none')}</p>
      )}
      {earlier.length > 0 ? (
        <>
          <h3 className="elt-board-earlier">{t('elott.board.earlier')}</h3>
          <ul className="elt-earlier">
            {earlier.slice(0, 5).map((draw) => (
              <li key={draw.drawId}>
                <span className="vnl-muted">{draw.issueNo}</span>
                <strong>{draw.outcome ? headline(draw.outcome) : '—'}</strong>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
