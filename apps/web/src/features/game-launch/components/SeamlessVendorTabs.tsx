import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeamlessVendor } from '../api/seamless-vendors';
import '../../../components/ui/spinner.css';

export const seamlessTabId = (vassalage: string) => `seamless-tab-${vassalage}`;
export const SEAMLESS_PANEL_ID = 'seamless-games';

type Props = {
  vendors: readonly SeamlessVendor[];
  current: string;
  onChange: (vassalage: string) => void;
};

const STEPS: Record<string, number | 'first' | 'last'> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
};

/**
 * The seamless vendors as tabs (logo, name, number of games) over their games: the arrow keys, Home and End
 * move between them, Tab goes on to the games.
 */
export function SeamlessVendorTabs({ vendors, current, onChange }: Props) {
  const { t } = useTranslation('gameLaunch');
  const { t: common } = useTranslation();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next =
      step === 'first'
        ? 0
        : step === 'last'
          ? vendors.length - 1
          : (index + step + vendors.length) % vendors.length;
    const vendor = vendors[next];
    if (!vendor) return;
    onChange(vendor.card.vassalage);
    refs.current[next]?.focus();
  };

  return (
    <div className="seamless-tabs" role="tablist" aria-label={t('seamless.vendorsLabel')}>
      {vendors.map(({ card }, index) => {
        const selected = card.vassalage === current;
        return (
          <button
            key={card.vassalage}
            ref={(element) => {
              refs.current[index] = element;
            }}
            id={seamlessTabId(card.vassalage)}
            type="button"
            role="tab"
            className="seamless-tab"
            aria-selected={selected}
            aria-controls={SEAMLESS_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(card.vassalage)}
            onKeyDown={(event) => onKeyDown(event, index)}
            data-testid={`seamless-vendor-${card.vassalage}`}
          >
            <img src={card.logoUrl} alt="" width={60} height={24} className="seamless-tab-logo" />
            <span className="seamless-tab-text">
              <span className="seamless-tab-name">{card.name}</span>
              <span className="seamless-tab-count">{common('games.count', { count: card.gameCount })}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** The tabs' placeholder while the vendors load, as tall as the tabs. */
export function SeamlessVendorTabsSkeleton() {
  return (
    <div className="seamless-tabs" aria-hidden data-testid="seamless-vendors-loading">
      {[0, 1, 2].map((index) => (
        <span key={index} className="seamless-tab seamless-tab-skeleton">
          <span className="skeleton seamless-tab-logo" />
          <span className="seamless-tab-text">
            <span className="skeleton skeleton-text seamless-tab-skeleton-name" />
            <span className="skeleton skeleton-text seamless-tab-skeleton-count" />
          </span>
        </span>
      ))}
    </div>
  );
}
