import type { Notice } from '@app/contracts';
import { ChevronRight, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const SHOWN = 3;

/** The promotion (PR) announcements in brief, leading to the promotions page. */
export function PromotionsTeaser({ items }: { items: readonly Notice[] }) {
  const { t } = useTranslation('home');
  if (items.length === 0) return null;
  return (
    <section className="section" aria-labelledby="home-promos-title" data-testid="promotions-teaser">
      <div className="home-section-head">
        <h2 id="home-promos-title" className="section-title">
          {t('promotions.title')}
        </h2>
        <Link to="/promotions" className="home-more">
          {t('more')}
          <ChevronRight size={16} aria-hidden />
        </Link>
      </div>
      <ul className="home-promos">
        {items.slice(0, SHOWN).map((item) => (
          <li key={item.id}>
            <Link to={`/promoDetail?id=${encodeURIComponent(item.id)}`} className="home-promo">
              {item.imageUrl ? (
                <img src={item.imageUrl} alt="" loading="lazy" className="home-promo-image" />
              ) : (
                <span className="home-promo-image home-promo-placeholder" aria-hidden>
                  <Gift size={32} />
                </span>
              )}
              <span className="home-promo-title">{item.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
