import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money';
import { type BetTypeRates, groupDigits } from '../slip';
import type { BetGroup, ElottKind, GroupKey } from './groups';
import type { ElottNames } from './names';
import { KENO_MIDDLE } from './outcome';
import { kenoRow, pointsLimit, tierPays } from './pay';
import { lowestMaxPoints } from './picks';
import { padValue } from './selection';

const TIERS = ['first', 'second', 'third', 'starter', 'consolation'] as const;

/** The group's rule, in words, with the values its sentence needs. */
function ruleOf(kind: ElottKind, key: GroupKey, types: readonly BetTypeRates[]) {
  const width = types[0]?.positions || 5;
  const digits = types[0]?.digits ?? 3;
  if (kind === 'digits') {
    if (key === 'digit') return { key: 'digit', values: {} };
    if (key === 'bigSmall') return { key: 'digitsBigSmall', values: {} };
    if (key === 'dragonTiger') return { key: 'digitsDragonTiger', values: {} };
    if (key === 'straight') return { key: 'straight', values: { digits, example: padValue(42, digits) } };
    if (key === 'sum') {
      const middle = 9 * width;
      return {
        key: 'digitsSum',
        values: { count: width, big: Math.floor(middle / 2) + 1, small: Math.ceil(middle / 2) - 1 },
      };
    }
  }
  if (kind === 'keno')
    return key === 'spots'
      ? { key: 'spots', values: {} }
      : { key: 'kenoSum', values: { middle: KENO_MIDDLE } };
  if (kind === 'pk10') {
    const keys: Partial<Record<GroupKey, string>> = {
      car: 'car',
      bigSmall: 'pk10BigSmall',
      dragonTiger: 'pk10DragonTiger',
      sum: 'pk10Sum',
    };
    return { key: keys[key] ?? 'other', values: {} };
  }
  return { key: kind === 'four_d' ? 'fourD' : 'other', values: {} };
}

/** A percentage as the language writes it: "99,00" / "99.00". */
function percent(value: number, language: string) {
  const text = value.toFixed(2);
  return language === 'vi' ? text.replace('.', ',') : text;
}

/**
 * The chosen group's rule and rates: what a point costs, what it wins (stake included), the points limit and the
 * return to player; a keno ticket's pay table for the count chosen, and 4D's pay by prize.
 */
export function PayInfo({
  kind,
  group,
  names,
  spots,
}: {
  kind: ElottKind;
  group: BetGroup;
  names: ElottNames;
  /** Keno: the numbers chosen (the pay table's row). */
  spots: number;
}) {
  const { t } = useTranslation('lottery');
  const money = useMoney();
  const format = (value: string | bigint) => money.format(value);
  const { types } = group;
  const rule = ruleOf(kind, group.key, types);
  const first = types[0];
  if (!first) return null;
  const payouts = new Set(types.map((rates) => rates.payoutPerPoint));
  const flat = payouts.size === 1 && types.every((rates) => rates.payTable === null);
  const rtps = types.map((rates) => rates.rtp);
  const low = Math.min(...rtps);
  const high = Math.max(...rtps);
  const rtp =
    low === high
      ? percent(low, money.language)
      : `${percent(low, money.language)}–${percent(high, money.language)}`;
  const spotsType = types.find((rates) => rates.rule === 'spots');
  // a keno ticket's limit is its size's (once numbers are chosen); else the lowest of the group's types
  const maxPoints = lowestMaxPoints(
    types.map((rates) => (spotsType === rates && spots > 0 ? pointsLimit(rates, spots) : rates.maxPoints)),
  );
  const row = spotsType ? kenoRow(spotsType, spots) : [];
  const tiered = types.filter((rates) => rates.rule === 'tiers');

  return (
    <div className="vnl-rule elt-rule" data-testid="elt-rule">
      <p>{t(`elott.rule.${rule.key}` as 'elott.rule.digit', { ...rule.values, racer: names.racer })}</p>
      <p className="vnl-rate" data-testid="elt-rate">
        {t('elott.pay.price', { price: format(first.pricePerPoint) })}
        {flat ? ` · ${t('elott.pay.payout', { payout: format(first.payoutPerPoint) })}` : ''}
        <span className="vnl-muted">
          {' · '}
          {t('elott.pay.limits', { max: groupDigits(maxPoints, money.language), rtp })}
        </span>
      </p>
      {spotsType ? (
        row.length > 0 ? (
          <table className="elt-pay-table" data-testid="elt-keno-pay">
            <caption>{t('elott.pay.kenoTitle', { count: spots })}</caption>
            <tbody>
              {row.map((pay, hits) =>
                pay > 0n ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's place is its count of hits
                  <tr key={hits}>
                    <th scope="row">{t('elott.pay.hits', { count: hits })}</th>
                    <td>{format(pay)}</td>
                  </tr>
                ) : null,
              )}
            </tbody>
          </table>
        ) : (
          <p className="vnl-muted">{t('elott.pay.kenoHint')}</p>
        )
      ) : null}
      {tiered.length > 0 ? (
        <table className="elt-pay-table" data-testid="elt-4d-pay">
          <caption>{t('elott.pay.tierTitle')}</caption>
          <thead>
            <tr>
              <td />
              {tiered.map((rates) => (
                <th key={rates.type} scope="col">
                  {names.typeName(rates.type)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {TIERS.map((tier, index) => (
              <tr key={tier}>
                <th scope="row">{t(`elott.tier.${tier}`)}</th>
                {tiered.map((rates) => {
                  const pay = tierPays(rates)[index];
                  return <td key={rates.type}>{pay ? format(pay) : '—'}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
