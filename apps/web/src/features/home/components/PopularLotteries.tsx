import { type PopularLottery, siteTime } from '@app/contracts';
import type { TFunction } from 'i18next';
import { Ticket } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LateAnswer } from '../../../components/ui/LateAnswer';
import { EmptyState } from '../../../components/ui/StateMessage';
import { lotteryRoute } from '../../../lib/game-route';
import { usePopularLotteries } from '../api/get-popular-lotteries';

/** How a lottery draws: every N seconds or minutes, or daily at its time. */
function drawsLine(entry: PopularLottery, t: TFunction<'home'>): string {
  const every = entry.game.everySeconds;
  if (entry.game.source !== 'fast' || every === null)
    return t('lotteries.daily', { time: entry.game.drawTime ?? '' });
  return every % 60 === 0
    ? t('lotteries.everyMinutes', { minutes: every / 60 })
    : t('lotteries.every', { seconds: every });
}

/**
 * The popular lotteries (spec §7, 20): each with how it draws, when betting closes and its last result (the đề
 * number of a Vietnamese sheet; the headline of the other kinds: the number, keno's sum, the first cars).
 */
export const PopularLotteries = memo(function PopularLotteries() {
  const { t } = useTranslation('home');
  const query = usePopularLotteries();
  return (
    <section
      className="section home-lotteries"
      aria-labelledby="home-lotteries-title"
      data-testid="popular-lotteries"
    >
      <h2 id="home-lotteries-title" className="section-title">
        {t('lotteries.title')}
      </h2>
      <LateAnswer
        query={query}
        placeholders={
          <div className="lottery-cards" aria-hidden>
            {Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <span key={index} className="skeleton lottery-card" />
            ))}
          </div>
        }
        empty={
          <EmptyState
            icon={<Ticket size={28} />}
            title={t('lotteries.empty')}
            description={t('lotteries.emptyText')}
          />
        }
      >
        {(entries) => (
          <ul className="lottery-cards">
            {entries.map((entry) => (
              <li key={entry.game.code}>
                <LotteryCard entry={entry} t={t} />
              </li>
            ))}
          </ul>
        )}
      </LateAnswer>
    </section>
  );
});

/** One lottery: how it draws, when betting on the next draw closes, and the last draw's headline number. */
function LotteryCard({ entry, t }: { entry: PopularLottery; t: TFunction<'home'> }) {
  return (
    <Link to={lotteryRoute(entry.game)} className="lottery-card" data-testid="popular-lottery">
      <span className="lottery-card-name">{entry.game.name}</span>
      <span className="lottery-card-sub">{drawsLine(entry, t)}</span>
      <span className="lottery-card-sub">
        {entry.next
          ? t('lotteries.closes', {
              issue: entry.next.issueNo,
              time: siteTime(entry.next.closesAt),
            })
          : t('lotteries.noDraw')}
      </span>
      {entry.last ? (
        <span className="lottery-card-last">
          <span className="lottery-card-sub">{t('lotteries.last', { issue: entry.last.issueNo })}</span>
          {entry.game.kind === 'vn' ? (
            <strong className="lottery-card-ball">
              <span className="visually-hidden">
                {t('lotteries.special', { number: entry.last.special })}
              </span>
              <span aria-hidden>{entry.last.special.slice(-2)}</span>
            </strong>
          ) : (
            <strong className="lottery-card-ball lottery-card-result">
              <span className="visually-hidden">
                {t(`lotteries.result.${entry.game.kind}`, { number: entry.last.special })}
              </span>
              <span aria-hidden>{entry.last.special}</span>
            </strong>
          )}
        </span>
      ) : null}
    </Link>
  );
}
