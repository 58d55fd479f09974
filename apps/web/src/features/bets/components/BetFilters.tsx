import type { GameCategory, VendorCard } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { gameListQuery } from '../../../api/game-list';
import { useVendorLanes } from '../../../api/vendor-lanes';
import { useLanguage } from '../../../lib/language';
import { BET_CATEGORIES, BET_STATUSES, type BetCategory, type BetFilters, type BetStatus } from '../api/bets';

/** The most games a vendor's list offers in the game filter (the list API's largest page). */
const GAMES_IN_FILTER = 100;

type VendorOption = { vassalage: string; name: string; category: GameCategory };

/** The vendors of a category (of every category when none), each once, with the lane it was listed in. */
function vendorOptions(
  lanes: { title: GameCategory; cards: VendorCard[] }[] | undefined,
  category: BetCategory | '',
): VendorOption[] {
  const seen = new Map<string, VendorOption>();
  for (const lane of lanes ?? []) {
    // e-sports vendors' rounds are stored as SPORTS
    const laneCategory = lane.title === 'ESPORTS' ? 'SPORTS' : lane.title;
    if (category && laneCategory !== category) continue;
    for (const card of lane.cards)
      if (!seen.has(card.vassalage))
        seen.set(card.vassalage, { vassalage: card.vassalage, name: card.name, category: lane.title });
  }
  return [...seen.values()];
}

/** Game type, provider, game (once a provider is chosen) and status; a wider choice clears the narrower ones. */
export function BetFilterFields({
  filters,
  onChange,
}: {
  filters: BetFilters;
  onChange: (filters: BetFilters) => void;
}) {
  const { t } = useTranslation('bets');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const lanes = useVendorLanes();
  const vendors = vendorOptions(lanes.data?.lanes, filters.category);
  const vendor = vendors.find((v) => v.vassalage === filters.vendor);
  const games = useQuery({
    ...gameListQuery(language, {
      category: vendor?.category ?? 'RNG',
      vendor: filters.vendor,
      pageNo: 1,
      pageSize: GAMES_IN_FILTER,
    }),
    enabled: Boolean(vendor),
  });

  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-category`} className="field-label">
          {t('filters.category')}
        </label>
        <select
          id={`${id}-category`}
          className="input"
          value={filters.category}
          onChange={(event) => {
            const category = event.target.value as BetCategory | '';
            const keepVendor = vendorOptions(lanes.data?.lanes, category).some(
              (v) => v.vassalage === filters.vendor,
            );
            onChange({
              ...filters,
              category,
              vendor: keepVendor ? filters.vendor : '',
              game: keepVendor ? filters.game : '',
            });
          }}
          data-testid="bets-category"
        >
          <option value="">{t('filters.allCategories')}</option>
          {BET_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {tc(`categories.${category}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-vendor`} className="field-label">
          {t('filters.vendor')}
        </label>
        <select
          id={`${id}-vendor`}
          className="input"
          value={filters.vendor}
          onChange={(event) => onChange({ ...filters, vendor: event.target.value, game: '' })}
          data-testid="bets-vendor"
        >
          <option value="">{t('filters.allVendors')}</option>
          {vendors.map((v) => (
            <option key={v.vassalage} value={v.vassalage}>
              {v.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-game`} className="field-label">
          {t('filters.game')}
        </label>
        <select
          id={`${id}-game`}
          className="input"
          value={filters.game}
          disabled={!vendor}
          aria-describedby={vendor ? undefined : `${id}-game-hint`}
          onChange={(event) => onChange({ ...filters, game: event.target.value })}
          data-testid="bets-game"
        >
          <option value="">{t('filters.allGames')}</option>
          {(games.data?.games ?? []).map((g) => (
            <option key={g.code} value={g.code}>
              {g.gameName}
            </option>
          ))}
        </select>
        {vendor ? null : (
          <span id={`${id}-game-hint`} className="field-hint">
            {t('filters.vendorFirst')}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`} className="field-label">
          {t('filters.status')}
        </label>
        <select
          id={`${id}-status`}
          className="input"
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value as BetStatus | '' })}
          data-testid="bets-status"
        >
          <option value="">{t('filters.allStatuses')}</option>
          {BET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
